import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';
import { toneColor } from '../tokens/tones.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const value = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: toneColor.strong,
  // Figures of one row line up digit under digit.
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ color: vars.color.textMuted });
