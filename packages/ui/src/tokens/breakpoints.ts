/** Viewport widths in px. Spec §9: the mobile layout applies under 768 px. */
export const breakpoints = {
  mobile: 768,
} as const;

/**
 * Media queries for vanilla-extract `@media` keys. `max-width: 767.98px` rather than 767px so a
 * fractional viewport width (zoom, high-DPI) never falls between the two layouts.
 */
export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobile - 0.02}px)`,
  desktop: `screen and (min-width: ${breakpoints.mobile}px)`,
} as const;
