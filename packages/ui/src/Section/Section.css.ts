import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../tokens/breakpoints.ts';
import { vars } from '../tokens/theme.css.ts';

export const SECTION_TONES = ['plain', 'surface', 'tinted', 'brand'] as const;
export const SECTION_SPACES = ['md', 'lg'] as const;

export const root = recipe({
  base: {
    // In-page anchors (#programme) land below the sticky header, not under it.
    scrollMarginTop: vars.space.xxxl,
  },
  variants: {
    tone: {
      plain: {},
      surface: { backgroundColor: vars.color.surface },
      tinted: { backgroundColor: vars.color.primarySurface },
      // Text, muted text and links switch to white together, so anything inside stays readable.
      brand: {
        backgroundColor: vars.color.primary,
        vars: {
          [vars.color.text]: vars.color.onPrimary,
          [vars.color.textMuted]: vars.color.onPrimary,
          [vars.color.link]: vars.color.onPrimary,
          // The orange focus ring reads 1.3:1 on blue: white does (6.7:1, WCAG 2.4.7 and 1.4.11).
          [vars.color.focus]: vars.color.onPrimary,
        },
        color: vars.color.onPrimary,
      },
    },
    space: {
      md: { paddingBlock: vars.space.xl, '@media': { [media.desktop]: { paddingBlock: vars.space.xxl } } },
      lg: { paddingBlock: vars.space.xxl, '@media': { [media.desktop]: { paddingBlock: vars.space.xxxl } } },
    },
  },
  defaultVariants: { tone: 'plain', space: 'md' },
});

export const title = style({ color: vars.color.text });

export const intro = style({
  marginTop: `calc(-1 * ${vars.space.sm})`,
  marginBottom: vars.space.lg,
  maxWidth: '65ch',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});
