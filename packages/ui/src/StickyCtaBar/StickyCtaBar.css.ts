import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { HERO_TIMELINE } from '../Hero/heroTimeline.ts';
import { media } from '../tokens/breakpoints.ts';
import { vars } from '../tokens/theme.css.ts';

/**
 * `position: sticky`, not `fixed`: the bar keeps its own place at the end of the page's flow, so
 * once the visitor scrolls to the bottom it sits under the last content instead of covering it,
 * with no padding to guess. It sticks within its parent: render it last in the page.
 */
export const root = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.stickyBar,
  backgroundColor: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  // Clear of the iPhone home indicator.
  paddingBottom: 'env(safe-area-inset-bottom)',
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
});

export const message = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.sm } },
});

const reveal = keyframes({
  from: { transform: 'translateY(100%)', visibility: 'hidden' },
  to: { transform: 'none', visibility: 'visible' },
});

/**
 * The mobile variant: shown under 768 px only, its buttons sharing the width. It slides in while
 * the page's hero leaves the screen (a scroll-driven animation on the hero's view timeline, in CSS
 * alone, so before hydration and without JavaScript too): on the first screen it covered the
 * hero's second button and repeated its first (issue 22). Hidden, it cannot take the focus.
 * Browsers without scroll-driven animations keep it in view, as before.
 */
export const mobileOnly = style({
  '@media': { [media.desktop]: { display: 'none' } },
  '@supports': {
    '(animation-timeline: view())': {
      animationName: reveal,
      animationTimeline: HERO_TIMELINE,
      animationRange: 'exit 60% exit 100%',
      animationFillMode: 'both',
      animationTimingFunction: 'linear',
    },
  },
});

// The hero and the bar are cousins in the page: the hero's timeline is made visible to the bar.
globalStyle(`main:has(${mobileOnly})`, { timelineScope: HERO_TIMELINE });

export const buttons = style({ display: 'flex', gap: vars.space.sm, padding: vars.space.sm });

globalStyle(`${buttons} > *`, { flex: '1 1 0', textAlign: 'center' });
