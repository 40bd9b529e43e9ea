import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../tokens/breakpoints.ts';
import { vars } from '../tokens/theme.css.ts';
import { tokens } from '../tokens/tokens.ts';
import { HERO_BUTTON_TIMELINE } from './heroTimeline.ts';

/** Spec §9: the hero fades in after 100 ms. */
export const FADE_IN_DELAY_MS = 100;
/**
 * Where the fade starts: never 0. Chromium leaves out of the largest contentful paint whatever it
 * paints at opacity 0 (`PaintLayerPainter`: an `IgnorePaintTimingScope` while the style's opacity
 * is 0), and a compositor animation to 1 repaints nothing, so the hero only became a candidate at
 * the next repaint, after hydration or an island's arrival: a "late LCP" of 4 to 6 s on 15 routes
 * (issue 25). From 0.6 the hero counts at the first paint, and its title already reads as large
 * text there (contrast ≥ 3:1 on every hero background, Hero.test.tsx).
 */
export const FADE_IN_FROM_OPACITY = 0.6;
/** How much of the overlay colour covers a background photo (tested for contrast on a white photo). */
export const OVERLAY_OPACITY = 0.8;

/** The background photo's address, set inline by the component. */
export const imageVar = '--ec-hero-image';

export const root = style({
  position: 'relative',
  paddingBlock: vars.space.xxl,
  background: `linear-gradient(160deg, ${vars.color.primarySurface} 0%, ${vars.color.background} 85%)`,
  // `clip`, not `hidden`: `hidden` makes the hero a scroll container, and the main button's view
  // timeline (`mainButton`) would then follow the hero, which never scrolls, not the page.
  overflow: 'clip',
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxxl } },
});

const overlay = `rgb(${hexToRgbChannels(tokens.color.overlay)} / ${OVERLAY_OPACITY})`;

export const withImage = style({
  backgroundImage: `linear-gradient(${overlay}, ${overlay}), var(${imageVar})`,
  backgroundColor: vars.color.overlay,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  // On the dark overlay, every text colour of the hero turns white at once.
  color: vars.color.onPrimary,
  vars: {
    [vars.color.text]: vars.color.onPrimary,
    [vars.color.textMuted]: vars.color.onPrimary,
    [vars.color.link]: vars.color.onPrimary,
  },
});

const fadeIn = keyframes({
  from: { opacity: FADE_IN_FROM_OPACITY },
  to: { opacity: 1 },
});

/**
 * Opacity only, so nothing moves and the layout never shifts; pure CSS, so the text shows with
 * JavaScript off; `both` holds the starting opacity during the delay instead of flashing first.
 */
export const content = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xl,
  animation: `${fadeIn} 500ms ease-out ${FADE_IN_DELAY_MS}ms both`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const text = style({
  flex: '1 1 32rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const title = style({ margin: 0, maxWidth: '22ch' });

export const subtitle = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.sm });

/**
 * The first button: the page's main call to action, whose leaving the screen brings the sticky bars
 * in. Its timeline has no inset: by default it would take the page's scroll padding (6 rem, kept
 * for in-page links under the sticky header), and the bars came in while the button still showed
 * under the header; without it, the button is under the header, gone, when they start to.
 */
export const mainButton = style({ viewTimelineName: HERO_BUTTON_TIMELINE, viewTimelineInset: '0px' });

/**
 * The side picture's place. Its shadow is a `drop-shadow` of what the picture paints, not a box
 * shadow: a picture that failed paints nothing (OptionalImage's `noBrokenIcon`), so neither does its
 * shadow. Empty (React dropped a failed picture) or holding a picture the page's script hid, it
 * takes no room either.
 */
export const side = style({
  flex: '1 1 18rem',
  maxWidth: '100%',
  filter: `drop-shadow(${vars.shadow.md})`,
  // On a phone the picture would push the page's content a screen down: the text says it all.
  // Hidden and lazy, it is not even downloaded there.
  '@media': { [media.mobile]: { display: 'none' } },
  selectors: { '&:empty, &:has(> img[hidden])': { display: 'none' } },
});

export const sideImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
});

function hexToRgbChannels(hex: string): string {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(' ');
}
