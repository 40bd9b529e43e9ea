export { Hero, type HeroProps, type HeroButton, type HeroImage } from './Hero.tsx';
export { FADE_IN_DELAY_MS } from './Hero.css.ts';
