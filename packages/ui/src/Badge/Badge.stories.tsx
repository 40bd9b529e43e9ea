import type { Meta, StoryObj } from '@storybook/react-vite';
import { TONES } from '../tokens/tokens.ts';
import { BADGE_EMPHASES } from './Badge.css.ts';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Composants/Badge',
  component: Badge,
  args: { children: '100 % distanciel', tone: 'primary', emphasis: 'soft' },
  argTypes: {
    tone: { control: 'inline-radio', options: TONES },
    emphasis: { control: 'inline-radio', options: BADGE_EMPHASES },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};

export const TousLesTons: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {BADGE_EMPHASES.map((emphasis) => (
        <div key={emphasis} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {TONES.map((tone) => (
            <Badge key={tone} {...args} tone={tone} emphasis={emphasis} />
          ))}
        </div>
      ))}
    </div>
  ),
};
