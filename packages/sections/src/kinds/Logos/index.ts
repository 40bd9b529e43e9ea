export { LogosSection, LogosSection as logos } from './LogosSection.tsx';
