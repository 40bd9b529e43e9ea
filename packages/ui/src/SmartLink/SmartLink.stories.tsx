import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmartLink } from './SmartLink.tsx';

const meta = {
  title: 'Fondations/SmartLink',
  component: SmartLink,
  args: { href: '/contact', children: 'Contactez-nous' },
} satisfies Meta<typeof SmartLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Same app (the Storybook runs as the `site` app): a router link. */
export const MemeApplication: Story = {};
/** Another app's page: a plain link, full page load. */
export const AutreApplication: Story = { args: { href: '/tpe', children: 'Les TPE' } };
export const Externe: Story = { args: { href: 'https://www.francecompetences.fr/', children: 'France compétences' } };
export const Ancre: Story = { args: { href: '#contenu', children: 'Aller au contenu' } };
