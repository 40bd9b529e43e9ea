export { Prose, type ProseProps } from '../../parts/Prose/Prose.tsx';
export { ProseSection, ProseSection as prose } from './ProseSection.tsx';
