export { SectionFrame, type SectionFrameProps } from './SectionFrame.tsx';
