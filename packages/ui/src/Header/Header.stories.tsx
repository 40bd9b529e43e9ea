import { initHeaderMenu, MENU_TOGGLE_SELECTOR } from '@ecole/browser/HeaderMenu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FIXTURE_HEADER } from '../test/fixtures.ts';
import { Header } from './Header.tsx';

const meta = {
  title: 'Mise en page/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: FIXTURE_HEADER,
  render: (args) => (
    <>
      <Header {...args} />
      <div style={{ padding: 24, minHeight: '150vh' }}>Faites défiler : l’en-tête reste collé en haut.</div>
    </>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bureau: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The header's menus as the boot entry starts them on a page (no React in the browser for the header). */
const runMenuScript = (canvasElement: HTMLElement) => {
  const toggle = canvasElement.querySelector<HTMLAnchorElement>(MENU_TOGGLE_SELECTOR);
  if (toggle) initHeaderMenu(toggle);
};

/** The Formations dropdown, opened by a click. */
export const MenuOuvert: Story = {
  play: async ({ canvasElement }) => {
    runMenuScript(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Formations' }));
    await expect(canvas.getByRole('link', { name: 'Marketing digital' })).toBeVisible();
  },
};

/** The hamburger menu, opened (the button reads 'Fermer le menu'). */
export const MenuMobileOuvert: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    runMenuScript(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    await expect(canvas.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};
