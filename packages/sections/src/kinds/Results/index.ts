export { ResultsSection, ResultsSection as results } from './ResultsSection.tsx';
