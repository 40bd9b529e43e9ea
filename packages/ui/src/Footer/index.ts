export { Footer, type FooterColumn, type FooterIdentity, type FooterProps } from './Footer.tsx';
