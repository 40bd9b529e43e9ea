export { CallToActionSection, CallToActionSection as callToAction } from './CallToActionSection.tsx';
