import type { Meta, StoryObj } from '@storybook/react-vite';
import { TONES } from '../tokens/tokens.ts';
import { KeyFigure } from './KeyFigure.tsx';

const meta = {
  title: 'Composants/KeyFigure',
  component: KeyFigure,
  args: { value: '97\u00a0%', label: 'de nos diplômés en emploi dans les 3 mois', tone: 'primary' },
  argTypes: { tone: { control: 'inline-radio', options: TONES } },
} satisfies Meta<typeof KeyFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
export const Accent: Story = { args: { tone: 'accent', value: '50+', label: 'dirigeants et salariés déjà formés' } };
