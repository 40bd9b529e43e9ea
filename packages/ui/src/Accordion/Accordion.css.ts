import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const ACCORDION_COLORS = ['primary', 'secondary'] as const;

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 6,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  overflow: 'hidden',
});

/** The item's accent (spec §3: an FAQ item has a colour): its left border. */
export const itemColor = styleVariants({
  primary: { borderLeftColor: vars.color.primary },
  secondary: { borderLeftColor: vars.color.secondary },
} satisfies Record<(typeof ACCORDION_COLORS)[number], object>);

export const header = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 44,
  padding: vars.space.md,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&[data-state="open"]': { backgroundColor: vars.color.surface },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: 16,
  height: 16,
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const content = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  // forceMount keeps closed answers in the prerendered HTML; this hides them (DESIGN.md gotchas).
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});
