import { vars } from '@ecole/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Scrolls sideways on a phone instead of squeezing the columns; reachable with the keyboard. */
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: '32rem', background: vars.color.background });

export const caption = style({ textAlign: 'left', padding: vars.space.md, fontWeight: vars.fontWeight.semibold });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, { background: vars.color.surface });

export const note = style({ marginTop: vars.space.md, marginBottom: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
