export { CardsSection, CardsSection as cards } from './CardsSection.tsx';
