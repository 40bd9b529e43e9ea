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
      // Wider columns for six cards: 3 + 3 in any container (at most 1 280 px wide), 2 on a tablet,
      // 1 on a phone, where `auto` would leave 4 + 2.
      three: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))' },
      // Main column and a narrower side panel (the contact page's form and its aside).
      sidebar: { gap: vars.space.xl, '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr' } } },
    },
  },
  defaultVariants: { columns: 'auto' },
});
