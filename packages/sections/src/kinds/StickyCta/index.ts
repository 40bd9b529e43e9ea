export { StickyCtaSection, StickyCtaSection as stickyCta } from './StickyCtaSection.tsx';
