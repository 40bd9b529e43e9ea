export { EXAMPLE_LOGOS_NOTE, EXAMPLE_NOTE } from './exampleNote.ts';
export { TestimonialsSection, TestimonialsSection as testimonials } from './TestimonialsSection.tsx';
