export { Export, fetchExportRows } from './Export.tsx';
