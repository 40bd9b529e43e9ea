export { Accordion, FaqAccordion, type AccordionColor, type FaqAccordionProps, type FaqItem } from './Accordion.tsx';
export { ACCORDION_COLORS } from './Accordion.css.ts';
