import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/theme.css.ts';

/**
 * `inverse`: white, for dark backgrounds (the brand-tone section, a hero over a photo);
 * `inverseOutline`: its secondary, a white outline on the dark background, so two calls side by
 * side on a blue band still read as a first and a second choice.
 */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline', 'inverse', 'inverseOutline'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.secondary,
        color: vars.color.onSecondary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.secondaryHover } },
      },
      outline: {
        backgroundColor: vars.color.background,
        borderColor: vars.color.primary,
        color: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surface } },
      },
      inverse: {
        backgroundColor: vars.color.onPrimary,
        borderColor: vars.color.onPrimary,
        color: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primarySurface } },
      },
      inverseOutline: {
        backgroundColor: 'transparent',
        borderColor: vars.color.onPrimary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
      },
    },
    size: {
      sm: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm, minHeight: 36 },
      md: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md, minHeight: vars.size.touchTarget },
      lg: { padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg, minHeight: 52 },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof root>>;
