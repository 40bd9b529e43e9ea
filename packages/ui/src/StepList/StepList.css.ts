import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../tokens/breakpoints.ts';
import { vars } from '../tokens/theme.css.ts';
import { toneDisc } from '../tokens/tones.css.ts';

export const STEP_LAYOUTS = ['vertical', 'columns'] as const;

export const root = recipe({
  base: { display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    layout: {
      vertical: {},
      // Side by side from 768 px: a short process (3–4 steps) reads as a timeline.
      columns: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' } } },
    },
  },
  defaultVariants: { layout: 'vertical' },
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'start',
});

export const number = style([toneDisc, { width: '2.5rem', height: '2.5rem', fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg }]);

export const title = style({ margin: 0, paddingTop: '0.35rem', fontSize: vars.fontSize.lg });

export const description = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
