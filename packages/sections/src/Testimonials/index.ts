export { TestimonialsSection, TestimonialsSection as testimonials } from './TestimonialsSection.tsx';
export { EXAMPLE_LOGOS_NOTE, EXAMPLE_NOTE } from './exampleNote.ts';
