export { FADE_IN_DELAY_MS } from './Hero.css.ts';
export { Hero, type HeroButton, type HeroImage, type HeroProps } from './Hero.tsx';
