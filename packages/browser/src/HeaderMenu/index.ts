export { HEADER_MENU, initHeaderMenu } from './headerMenu.ts';
export { MENU_ID, MENU_TOGGLE_SELECTOR } from './names.ts';
