import { globalStyle, style } from '@vanilla-extract/css';
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
  minHeight: vars.size.touchTarget,
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

export const panel = style({
  // Every panel is in the prerendered HTML (forceMount); only the active one shows.
  selectors: { '&[data-state="inactive"]': { display: 'none' } },
});

/** The element each tab links to before the script runs, at the top of its panel. */
export const fragment = style({ display: 'block', scrollMarginTop: vars.space.xl });

/*
 * Before the script runs (root without `data-enhanced`), CSS alone switches panels. On wide
 * screens, a tab is a link to its panel's fragment: the targeted panel shows, the others hide,
 * and its tab looks active. On narrow screens the select's checked option shows its panel. The
 * k-th panel goes with the k-th tab and the (k+1)-th option (after the placeholder); rules are
 * written for up to MAX_TABS tabs (the course pages have seven).
 */
const MAX_TABS = 12;
const before = `${root}:not([data-enhanced])`;
const targeted = (k: number) => `${before}:has(> ${panel}:nth-child(${k} of ${panel}) > ${fragment}:target)`;
const chosen = (k: number) => `${before}:has(option:nth-child(${k + 1}):checked)`;
const nthPanel = (k: number) => `${panel}:nth-child(${k} of ${panel})`;

globalStyle(`${before}:has(${fragment}:target) > ${panel}`, { '@media': { [media.desktop]: { display: 'none' } } });
globalStyle(`${before}:has(${fragment}:target) ${trigger}[data-state="active"]`, {
  '@media': { [media.desktop]: { color: vars.color.textMuted, borderBottomColor: 'transparent' } },
});
globalStyle(`${before}:has(option:checked) > ${panel}`, { '@media': { [media.mobile]: { display: 'none' } } });
for (let k = 1; k <= MAX_TABS; k += 1) {
  globalStyle(`${targeted(k)} > ${nthPanel(k)}`, { '@media': { [media.desktop]: { display: 'block' } } });
  globalStyle(`${targeted(k)} ${trigger}:nth-child(${k})`, {
    '@media': { [media.desktop]: { color: vars.color.primary, borderBottomColor: vars.color.primary } },
  });
  globalStyle(`${chosen(k)} > ${nthPanel(k)}`, { '@media': { [media.mobile]: { display: 'block' } } });
}
