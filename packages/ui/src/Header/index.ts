export { Header } from './Header.tsx';
export { logoUrl } from './logo.ts';
