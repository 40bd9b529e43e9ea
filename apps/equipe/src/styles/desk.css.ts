import { media, vars } from '@ecole/ui/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/**
 * The desk's layout: a header with the screens, one column of content, readable at 375 px
 * (lists become cards) and at 1280 px (a table). Colours are the design system's tokens, whose
 * text pairs are contrast-tested (packages/ui/src/tokens).
 */

export const header = style({
  background: vars.color.footerBackground,
  color: vars.color.footerText,
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'space-between',
});

export const brand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, margin: 0 });

export const nav = style({ width: '100%', order: 3, '@media': { [media.desktop]: { width: 'auto', order: 0 } } });

export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.footerText,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.background, color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const signOut = style({
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  background: 'transparent',
  color: vars.color.footerText,
  border: `1px solid ${vars.color.footerText}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const main = style({
  maxWidth: vars.container.wide,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [media.desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
});

export const narrow = style({ maxWidth: vars.container.narrow });

export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, margin: `0 0 ${vars.space.md}`, outline: 'none' });

export const subtitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.lg} 0 ${vars.space.sm}` });

export const muted = style({ color: vars.color.textMuted });

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: `${vars.space.md} 0`,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const notice = styleVariants({
  info: { background: vars.color.primarySurface, color: vars.color.text, padding: vars.space.md, borderRadius: vars.radius.md },
  success: { background: vars.color.successSurface, color: vars.color.text, padding: vars.space.md, borderRadius: vars.radius.md },
  error: { background: vars.color.errorSurface, color: vars.color.text, padding: vars.space.md, borderRadius: vars.radius.md },
});

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  minHeight: vars.size.touchTarget,
  color: vars.color.link,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
});

/** A table at 1280 px, stacked rows (cards) under the medium breakpoint. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: vars.fontWeight.semibold, padding: `${vars.space.sm} 0` });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', verticalAlign: 'top', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} td.number, ${table} th.number`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const stacked = style({
  '@media': {
    [media.mobile]: {
      display: 'block',
    },
  },
});

globalStyle(`${stacked} thead`, {
  '@media': { [media.mobile]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
globalStyle(`${stacked} tbody, ${stacked} tr, ${stacked} td, ${stacked} th`, { '@media': { [media.mobile]: { display: 'block' } } });
globalStyle(`${stacked} tr`, {
  '@media': { [media.mobile]: { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, marginBottom: vars.space.sm, padding: vars.space.xs } },
});
globalStyle(`${stacked} td, ${stacked} th`, { '@media': { [media.mobile]: { borderBottom: 'none', padding: `${vars.space.xs} ${vars.space.sm}` } } });
globalStyle(`${stacked} td[data-label]::before`, {
  '@media': { [media.mobile]: { content: 'attr(data-label) "\\00a0: "', fontWeight: vars.fontWeight.semibold } },
});

export const state = styleVariants({
  nouveau: { background: vars.color.primarySurface, color: vars.color.primary },
  'pris en charge': { background: vars.color.secondarySurface, color: vars.color.secondary },
  'en attente du visiteur': { background: vars.color.violetSurface, color: vars.color.violet },
  'en retard': { background: vars.color.errorSurface, color: vars.color.error },
  répondu: { background: vars.color.successSurface, color: vars.color.success },
  clos: { background: vars.color.surface, color: vars.color.textMuted },
});

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const late = style({ color: vars.color.error, fontWeight: vars.fontWeight.semibold });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end', margin: `${vars.space.md} 0` });

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touchTarget });

// Label beside value from the medium breakpoint; on a phone, each label above its value (a
// label column would squeeze the values into a few words a line).
export const definitions = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(8rem, max-content) 1fr', rowGap: vars.space.xs } },
});

globalStyle(`${definitions} dt`, { fontWeight: vars.fontWeight.semibold, '@media': { [media.mobile]: { marginTop: vars.space.sm } } });
globalStyle(`${definitions} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const message = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: vars.color.background,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, borderLeft: `3px solid ${vars.color.border}` });

globalStyle(`${timeline} li`, { padding: `${vars.space.xs} 0 ${vars.space.sm} ${vars.space.md}` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.md} 0` });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr' } },
});

// A stacked table's caption spans the cards, not the width of the first one.
globalStyle(`${stacked} caption`, { '@media': { [media.mobile]: { display: 'block', width: '100%' } } });

/** A reference (`4F7A-1C2B`) never breaks at its hyphen. */
export const reference = style({ whiteSpace: 'nowrap' });
