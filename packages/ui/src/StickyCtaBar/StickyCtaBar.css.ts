import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { HERO_BUTTON_TIMELINE } from '../Hero/heroTimeline.ts';
import { media } from '../tokens/breakpoints.ts';
import { vars } from '../tokens/theme.css.ts';

const reveal = keyframes({
  from: { transform: 'translateY(100%)', visibility: 'hidden' },
  to: { transform: 'none', visibility: 'visible' },
});

/**
 * `position: sticky`, not `fixed`: the bar keeps its own place at the end of the page's flow, so
 * once the visitor scrolls to the bottom it sits under the last content instead of covering it,
 * with no padding to guess. It sticks within its parent: render it last in the page.
 *
 * It never covers the hero's main button (issues 22, 36): it slides in while that button leaves
 * the top of the screen, and is in once it has left (a scroll-driven animation on the button's
 * view timeline, `HERO_BUTTON_TIMELINE`: in CSS alone, so before the scripts and without them too).
 * Scrolled back up, it slides out as the button comes back. Hidden, it cannot take the focus. A page
 * whose hero has no button has no such timeline: the animation then applies nothing and the bar
 * shows from the first screen. A browser without scroll-driven animations gets no sticking at all:
 * the bar stays at the end of the page, where it covers nothing.
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
  '@supports': {
    '(animation-timeline: view())': {
      animationName: reveal,
      animationTimeline: HERO_BUTTON_TIMELINE,
      animationRange: 'exit 0% exit 100%',
      animationFillMode: 'both',
      animationTimingFunction: 'linear',
    },
    'not (animation-timeline: view())': { position: 'static' },
  },
});

// The hero's button and the bar are far cousins in the page: the button's timeline is made
// visible to the bar.
globalStyle(`main:has(${root})`, { timelineScope: HERO_BUTTON_TIMELINE });

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

/** The mobile variant: shown under 768 px only, its buttons sharing the width. */
export const mobileOnly = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

export const buttons = style({ display: 'flex', gap: vars.space.sm, padding: vars.space.sm });

globalStyle(`${buttons} > *`, { flex: '1 1 0', textAlign: 'center' });
