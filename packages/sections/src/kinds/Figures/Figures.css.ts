import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const source = style({ fontSize: vars.fontSize.sm });
export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const note = style({ marginTop: vars.space.lg, marginBottom: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
