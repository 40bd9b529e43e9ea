export {
  MobileStickyButtons,
  type MobileStickyButtonsProps,
  type StickyButton,
  StickyCtaBar,
  type StickyCtaBarProps,
} from './StickyCtaBar.tsx';
