export { Header, type HeaderProps, type NavGroup, type NavMenu } from './Header.tsx';
export { logoUrl } from './logo.ts';
