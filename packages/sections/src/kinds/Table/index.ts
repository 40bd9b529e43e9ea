export { TableSection, TableSection as table } from './TableSection.tsx';
