import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/theme.css.ts';

export const CONTAINER_WIDTHS = ['narrow', 'default', 'wide'] as const;

export const root = recipe({
  base: {
    width: '100%',
    marginLeft: 'auto',
    marginRight: 'auto',
    paddingInline: vars.space.md,
  },
  variants: {
    width: {
      narrow: { maxWidth: vars.container.narrow },
      default: { maxWidth: vars.container.default },
      wide: { maxWidth: vars.container.wide },
    },
  },
  defaultVariants: { width: 'default' },
});
