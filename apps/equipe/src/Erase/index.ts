export { countLines, Erase } from './Erase.tsx';
