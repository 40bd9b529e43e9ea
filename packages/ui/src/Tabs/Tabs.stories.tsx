import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type TabItem, Tabs } from './Tabs.tsx';

/** Seven tabs, the most a course page has (spec §4). */
const LABELS = ['Objectifs', 'Programme', 'Compétences', 'Métiers', 'Admission', 'Financement', 'Certification'] as const;
const ITEMS: TabItem[] = LABELS.map((label) => ({
  value: label
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, ''),
  label,
  content: <p>{`Le contenu de l’onglet « ${label} ».`.replace('« ', '«\u00a0').replace(' »', '\u00a0»')}</p>,
}));

const meta = {
  title: 'Composants/Tabs',
  component: Tabs,
  args: { items: ITEMS, label: 'Le programme en détail', defaultValue: 'objectifs' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bureau: Story = {};
export const AutreOngletParDefaut: Story = { args: { defaultValue: 'financement' } };
/** Under 768 px the tab bar becomes a select with the placeholder 'Sélectionnez un onglet'. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
/** Keyboard use: the arrow keys move along the bar and show each panel. */
export const NavigationClavier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Objectifs' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Programme' })).toHaveAttribute('aria-selected', 'true');
  },
};
