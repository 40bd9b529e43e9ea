export { type StartPageOptions, startForms, startIslands, startPage } from './startPage.ts';
