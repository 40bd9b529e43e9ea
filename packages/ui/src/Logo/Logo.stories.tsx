import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo.tsx';

const meta = {
  title: 'Composants/Logo',
  component: Logo,
  args: { size: 40 },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};
export const Grand: Story = { args: { size: 64 } };
