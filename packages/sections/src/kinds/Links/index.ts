export { LinksSection, LinksSection as links } from './LinksSection.tsx';
