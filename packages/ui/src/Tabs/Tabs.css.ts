import { style } from '@vanilla-extract/css';
import { media } from '../tokens/breakpoints.ts';
import { vars } from '../tokens/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });

/**
 * Under 768 px the tab bar gives way to a native select (spec §4). Done in CSS so the
 * prerendered page paints the right control at once, with no shift at hydration.
 */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const trigger = style({
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: -2,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surface },
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});

export const selectField = style({
  display: 'none',
  gap: vars.space.xs,
  '@media': { [media.mobile]: { display: 'grid' } },
});

export const selectLabel = style({ fontWeight: vars.fontWeight.semibold });

export const select = style({
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});

export const panel = style({
  // Every panel is in the prerendered HTML (forceMount); only the active one shows.
  selectors: { '&[data-state="inactive"]': { display: 'none' } },
});
