import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const disclosure = style({ marginTop: vars.space.md });

export const assumptionsTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  color: vars.color.link,
});

export const assumptions = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  maxWidth: '70ch',
});

export const checked = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
