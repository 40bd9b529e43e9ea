export { FiguresSection, FiguresSection as figures } from './FiguresSection.tsx';
