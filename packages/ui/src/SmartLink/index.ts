export { SmartLink, linkKind, type LinkKind, type SmartLinkProps } from './SmartLink.tsx';
