export { Header } from './Header.tsx';
export { logoUrl } from './logo.ts';
export { HEADER_CALL_TO_ACTION, HEADER_LINKS, HEADER_MENUS, type NavLink, type NavMenu } from './navigation.ts';
