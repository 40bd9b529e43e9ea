import { media, vars } from '@ecole/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Above the table, so it wraps on a phone instead of scrolling out of sight with a wide table. */
export const caption = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: vars.fontWeight.semibold, maxWidth: '70ch' });

/** Scrolls sideways when the table is wider than the screen; reachable with the keyboard. */
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  '@media': { [media.mobile]: { padding: `${vars.space.sm} ${vars.space.sm}` } },
});
globalStyle(`${table} thead th`, { background: vars.color.surface, borderTop: 0 });

/** An amount never breaks between its digits and its unit. */
export const value = style({ display: 'block', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const detail = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
