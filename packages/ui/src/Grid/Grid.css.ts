import { recipe } from '@vanilla-extract/recipes';
import { media } from '../tokens/breakpoints.ts';
import { vars } from '../tokens/theme.css.ts';

export const GRID_COLUMNS = ['auto', 'two', 'three', 'sidebar'] as const;

export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: {
      // As many 240 px columns as fit: 1 on a phone, 2–4 on larger screens, no breakpoint needed.
      auto: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))' },
      two: { '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } } },
      // Like `auto`, but never more than 3 columns: six cards make two rows of three, five make
      // three and two, where `auto` would leave one or two alone under a row of four.
      three: {
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, max(240px, calc((100% - 2 * ${vars.space.lg}) / 3))), 1fr))`,
      },
      // Main column and a narrower side panel (the contact page's form and its aside).
      sidebar: { gap: vars.space.xl, '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr' } } },
    },
  },
  defaultVariants: { columns: 'auto' },
});
