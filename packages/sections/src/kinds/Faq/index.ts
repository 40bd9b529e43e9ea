export { FaqSection, FaqSection as faq } from './FaqSection.tsx';
