export { Accordion, FaqAccordion, type FaqAccordionProps, type FaqItem } from './Accordion.tsx';
