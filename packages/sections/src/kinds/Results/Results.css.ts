import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const status = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  maxWidth: '70ch',
});

export const definition = style({ display: 'block', fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/** « À publier » stays on one line. */
export const short = style({ whiteSpace: 'nowrap' });

export const note = style({ marginTop: vars.space.lg, marginBottom: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
