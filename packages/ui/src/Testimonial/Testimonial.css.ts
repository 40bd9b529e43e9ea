import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';
import { toneColor } from '../tokens/tones.css.ts';

export const root = style({
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${toneColor.strong}`,
  boxShadow: vars.shadow.sm,
  listStyle: 'none',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.md,
  height: '100%',
  margin: 0,
});

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  // The opening quote mark is drawn, so the text itself starts straight.
  selectors: { '&::before': { content: '"“"', display: 'block', height: '0.6em', fontSize: '3em', lineHeight: 1, color: toneColor.strong } },
});

export const quoteText = style({ margin: 0 });

export const caption = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const photo = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  flexShrink: 0,
});

export const author = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const role = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
