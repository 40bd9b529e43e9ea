import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from './Header.tsx';

const meta = {
  title: 'Mise en page/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <Header />
      <div style={{ padding: 24, minHeight: '150vh' }}>Faites défiler : l’en-tête reste collé en haut.</div>
    </>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bureau: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
