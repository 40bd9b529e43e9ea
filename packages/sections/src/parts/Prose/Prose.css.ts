import { vars } from '@ecole/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '70ch',
});

export const heading = style({ marginTop: vars.space.md, marginBottom: 0, fontSize: vars.fontSize.lg });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const definitions = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const term = style({ fontWeight: 700 });

export const description = style({ margin: 0 });

globalStyle(`${root} p`, { margin: 0 });
