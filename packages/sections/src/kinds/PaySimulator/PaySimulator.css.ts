import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const notes = style({
  margin: `${vars.space.md} 0 0`,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  maxWidth: '70ch',
});
