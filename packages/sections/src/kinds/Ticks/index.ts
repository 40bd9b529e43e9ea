export { TicksSection, TicksSection as ticks } from './TicksSection.tsx';
