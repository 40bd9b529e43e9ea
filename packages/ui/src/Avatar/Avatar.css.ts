import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/theme.css.ts';

export const AVATAR_SIZES = ['sm', 'md', 'lg'] as const;

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: '50%',
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: vars.fontWeight.bold,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: 40, height: 40, fontSize: vars.fontSize.sm },
      md: { width: 64, height: 64, fontSize: vars.fontSize.lg },
      lg: { width: 96, height: 96, fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // Loading: the image is in the page (so the browser fetches it) but the initials show.
  selectors: { '&[data-state="loading"]': { opacity: 0 } },
});

export const fallback = style({ userSelect: 'none' });
