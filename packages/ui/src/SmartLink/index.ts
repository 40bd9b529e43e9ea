export { type LinkKind, linkKind, type NavLink, SmartLink, type SmartLinkProps } from './SmartLink.tsx';
