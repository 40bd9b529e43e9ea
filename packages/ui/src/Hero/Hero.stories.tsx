import { FORMATION_IA_PAGE, HOME_PAGE } from '@ecole/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Hero } from './Hero.tsx';

/** Inline pictures, so the stories need no network. */
const picture = (fill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="${fill}"/><circle cx="240" cy="180" r="110" fill="#ffffff" opacity="0.6"/></svg>`,
  );

const { hero } = HOME_PAGE;

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
    eyebrow: <Badge emphasis="solid">{FORMATION_IA_PAGE.hero.eyebrow}</Badge>,
    title: FORMATION_IA_PAGE.hero.title,
    subtitle: FORMATION_IA_PAGE.hero.subtitle,
    bullets: FORMATION_IA_PAGE.hero.bullets,
    buttons: [FORMATION_IA_PAGE.hero.cta, FORMATION_IA_PAGE.hero.secondary],
    backgroundImage: picture('#f59e0b'),
  },
};

export const TitreSeul: Story = { args: { subtitle: undefined, bullets: undefined, buttons: undefined } };
