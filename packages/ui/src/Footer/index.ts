export { Footer } from './Footer.tsx';
export { FOOTER_LEGAL_LINKS, FOOTER_LINKS } from './links.ts';
