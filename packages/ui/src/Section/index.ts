export { Section, type SectionProps, type SectionTone, type SectionSpace } from './Section.tsx';
export { SECTION_TONES, SECTION_SPACES } from './Section.css.ts';
