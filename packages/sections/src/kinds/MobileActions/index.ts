export { MobileActionsSection, MobileActionsSection as mobileActions } from './MobileActionsSection.tsx';
