/**
 * The hero's view timeline (CSS scroll-driven animations): the phone's sticky buttons
 * (StickyCtaBar) slide in as the hero leaves the screen, so they never cover or repeat its buttons
 * on the first screen. A plain module, so the bar's styles name it without importing the hero's.
 */
export const HERO_TIMELINE = '--ec-hero';
