export { type StartPageOptions, startPage } from './startPage.ts';
