import { pageAsOf } from '@ecole/content/pages/formation-ia/formation-ia';
import { page as homePage } from '@ecole/content/pages/site/home';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Hero } from './Hero.tsx';

/** Inline pictures, so the stories need no network. */
const picture = (fill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="${fill}"/><circle cx="240" cy="180" r="110" fill="#ffffff" opacity="0.6"/></svg>`,
  );

/** The home page's banner, as its data gives it. */
const homeHero = homePage.sections[0];
const hero = {
  title: homeHero.title,
  subtitle: homeHero.subtitle,
  bullets: homeHero.bullets,
  primary: homeHero.actions[0],
  secondary: homeHero.actions[1],
};

/** The AI course landing's banner, before its session. */
const aiHero = pageAsOf('2025-10-01').sections[0];

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
