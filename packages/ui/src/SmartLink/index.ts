export { type LinkKind, linkKind, SmartLink, type SmartLinkProps } from './SmartLink.tsx';
