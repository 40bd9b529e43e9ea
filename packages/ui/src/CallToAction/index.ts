export { CallToAction, type CallToActionProps, scrollToAnchor } from './CallToAction.tsx';
