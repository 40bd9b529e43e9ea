import type { Meta, StoryObj } from '@storybook/react-vite';
import { TONES } from '../tokens/tokens.ts';
import { TickList } from './TickList.tsx';

const meta = {
  title: 'Composants/TickList',
  component: TickList,
  args: { items: ['Formation certifiée et flexible', '100 % distanciel', 'Sans engagement'], tone: 'secondary' },
  argTypes: { tone: { control: 'inline-radio', options: TONES } },
} satisfies Meta<typeof TickList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
export const Primaire: Story = { args: { tone: 'primary' } };
