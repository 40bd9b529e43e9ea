import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Hero } from './Hero.tsx';

/** Inline pictures, so the stories need no network. */
const picture = (fill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="${fill}"/><circle cx="240" cy="180" r="110" fill="#ffffff" opacity="0.6"/></svg>`,
  );

/** A home page's banner. */
const hero = {
  title: 'L’alternance en marketing digital, 100 % à distance',
  subtitle: 'Un diplôme reconnu, un salaire dès le premier mois et l’intelligence artificielle au programme, où que vous habitiez.',
  bullets: ['Formation gratuite pour l’apprenti', 'Contrat d’apprentissage rémunéré', 'Diplômes inscrits au RNCP, du niveau 5 au niveau 7'],
  primary: { label: 'Je postule', href: '/candidater' },
  secondary: { label: 'Découvrir nos formations', href: '/programmes' },
};

/** A course landing's banner, before its session. */
const aiHero = {
  eyebrow: 'Session du 14 novembre',
  title: 'L’IA au service de votre entreprise',
  subtitle: 'Une journée pour mettre l’intelligence artificielle au travail dans vos tâches de tous les jours.',
  bullets: ['Une journée, en petit groupe', 'Finançable par votre OPCO'],
  actions: [{ label: 'Je réserve ma place', href: '#inscription' }],
};

const meta = {
  title: 'Composants/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    title: hero.title,
    subtitle: hero.subtitle,
    bullets: hero.bullets,
    buttons: [hero.primary, hero.secondary],
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};

export const AvecImageLaterale: Story = {
  args: { sideImage: { src: picture('#93c5fd'), alt: 'Illustration', width: 480, height: 360 } },
};

/** The side image's address leads nowhere: it is hidden, the text takes the width. */
export const ImageLateraleEnEchec: Story = {
  args: { sideImage: { src: '/image-introuvable.jpg', alt: 'Image introuvable', width: 480, height: 360 } },
};

export const AvecImageDeFond: Story = {
  args: {
    eyebrow: <Badge emphasis="solid">{aiHero.eyebrow}</Badge>,
    title: aiHero.title,
    subtitle: aiHero.subtitle,
    bullets: aiHero.bullets,
    buttons: aiHero.actions,
    backgroundImage: picture('#f59e0b'),
  },
};

export const TitreSeul: Story = { args: { subtitle: undefined, bullets: undefined, buttons: undefined } };
