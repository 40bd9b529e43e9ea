export { startInPageLinks } from './inPageLinks.ts';
