/**
 * The view timeline of the hero's main button (CSS scroll-driven animations): the sticky bars at
 * the bottom of the screen (StickyCtaBar) appear once that button has left the screen, so they
 * never cover it, nor repeat it on the first screen (issues 22, 36). A plain module, so the bars'
 * styles name it without importing the hero's.
 */
export const HERO_BUTTON_TIMELINE = '--ec-hero-button';
