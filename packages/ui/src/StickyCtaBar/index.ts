export {
  StickyCtaBar,
  MobileStickyButtons,
  type StickyCtaBarProps,
  type MobileStickyButtonsProps,
  type StickyButton,
} from './StickyCtaBar.tsx';
