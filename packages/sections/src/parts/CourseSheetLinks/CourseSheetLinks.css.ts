import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const size = style({ fontWeight: vars.fontWeight.regular });
