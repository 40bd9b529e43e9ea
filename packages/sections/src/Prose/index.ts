export { Prose, type ProseProps } from './Prose.tsx';
export { ProseSection, ProseSection as prose } from './ProseSection.tsx';
