import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const frame = style({
  display: 'block',
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const open = style({ marginTop: vars.space.md, marginBottom: 0 });
