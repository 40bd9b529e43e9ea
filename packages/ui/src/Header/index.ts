export { Header, logoUrl } from './Header.tsx';
export { HEADER_CALL_TO_ACTION, HEADER_LINKS, HEADER_MENUS, type NavLink, type NavMenu } from './navigation.ts';
