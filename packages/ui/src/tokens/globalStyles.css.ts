import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // The sticky header (top) and the sticky call-to-action bars (bottom) never hide what the
  // keyboard focuses or an anchor scrolls to (WCAG 2.4.11).
  scrollPaddingTop: '6rem',
  scrollPaddingBottom: '6rem',
});

// Smooth scrolling to in-page anchors, for visitors who have not asked for less motion. Every page
// is its own document (issue 25: no router runs in the browser), so a new page always opens at its
// top, never gliding up from the previous page's scroll position.
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});

globalStyle('img, svg', { maxWidth: '100%', height: 'auto' });

globalStyle('a', { color: vars.color.link });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

// The main landmark receives focus programmatically (skip link): no ring around the whole page.
globalStyle('main:focus', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // vanilla-extract types `scrollBehavior` without `!important`; the value is valid CSS.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

// The type scale for headings, so pages need no heading classes of their own.
globalStyle('h1, h2, h3, h4', {
  marginTop: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  // French words are long: never overflow a 320 px screen.
  overflowWrap: 'break-word',
  textWrap: 'balance',
});
globalStyle('h1', { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.tight, marginBottom: vars.space.md });
globalStyle('h2', { fontSize: vars.fontSize.xxl, marginBottom: vars.space.lg });
globalStyle('h3', { fontSize: vars.fontSize.lg, marginBottom: vars.space.sm });
