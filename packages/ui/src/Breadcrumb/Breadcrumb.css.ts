import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const root = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    // The separator is decoration: CSS content with an empty alternative text (`/ ""`), which
    // screen readers skip (browsers without the syntax keep the first value, and read it).
    '&:not(:last-child)::after': {
      content: ['"›"', '"›" / ""'],
      margin: `0 ${vars.space.sm}`,
      color: vars.color.textMuted,
    },
  },
});

export const link = style({ color: vars.color.link });

export const current = style({ color: vars.color.textMuted });
