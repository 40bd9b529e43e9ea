import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUTTON_VARIANTS } from '../Button/Button.css.ts';
import { CallToAction } from './CallToAction.tsx';

const meta = {
  title: 'Composants/CallToAction',
  component: CallToAction,
  args: { href: '/candidater', children: 'Je postule', variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: BUTTON_VARIANTS } },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route of this app: followed by the router. */
export const RouteInterne: Story = {};
/** Another app's route: a full page load. */
export const AutreApplication: Story = { args: { href: '/tpe', children: 'Découvrir l’offre TPE', variant: 'secondary' } };
/** An outside address: a new tab, announced to screen readers. */
export const Externe: Story = { args: { href: 'https://www.francecompetences.fr/', children: 'France compétences', variant: 'outline' } };
/** An in-page anchor: a smooth scroll (instant under reduced motion) and focus on the section. */
export const Ancre: Story = {
  args: { href: '#candidature', children: 'Aller au formulaire' },
  render: (args) => (
    <>
      <CallToAction {...args} />
      <div style={{ height: '120vh' }} />
      <section id="candidature" aria-labelledby="candidature-titre">
        <h2 id="candidature-titre">Candidature</h2>
        <p>La section visée par le bouton.</p>
      </section>
    </>
  ),
};
