export { SECTION_SPACES, SECTION_TONES } from './Section.css.ts';
export { Section, type SectionProps, type SectionSpace, type SectionTone } from './Section.tsx';
