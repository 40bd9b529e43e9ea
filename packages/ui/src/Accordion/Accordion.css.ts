import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';
import { toneColor } from '../tokens/tones.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const item = style({
  border: `1px solid ${vars.color.border}`,
  // The item's tone (spec §3: an FAQ item has a colour), set by the tone class on the item.
  borderLeft: `6px solid ${toneColor.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  overflow: 'hidden',
});

export const header = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  padding: vars.space.md,
  color: vars.color.text,
  cursor: 'pointer',
  // No browser triangle: the chevron says open or closed.
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.surface },
    [`${item}[open] > &`]: { backgroundColor: toneColor.surface },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: 16,
  height: 16,
  transition: 'transform 150ms ease',
  selectors: { [`${item}[open] > ${trigger} &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const content = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});
