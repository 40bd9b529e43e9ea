export { CallToAction, scrollToAnchor, type CallToActionProps } from './CallToAction.tsx';
