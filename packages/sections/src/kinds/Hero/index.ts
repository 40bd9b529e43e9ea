export { HeroSection, HeroSection as hero } from './HeroSection.tsx';
