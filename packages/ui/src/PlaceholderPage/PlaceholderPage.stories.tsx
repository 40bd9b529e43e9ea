import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderPage } from './PlaceholderPage.tsx';

const meta = {
  title: 'Pages/PlaceholderPage',
  component: PlaceholderPage,
  parameters: { layout: 'fullscreen' },
  args: { path: '/faq' },
} satisfies Meta<typeof PlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {};
export const Pme: Story = { args: { path: '/pme' } };
