export { ContactFormSection, ContactFormSection as contactForm } from './ContactFormSection.tsx';
