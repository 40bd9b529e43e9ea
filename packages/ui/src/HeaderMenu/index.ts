export { HEADER_MENU_SCRIPT } from './menuScript.ts';
