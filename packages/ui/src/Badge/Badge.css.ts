import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/theme.css.ts';
import { toneColor } from '../tokens/tones.css.ts';

export const BADGE_EMPHASES = ['soft', 'solid'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `2px ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    emphasis: {
      soft: { backgroundColor: toneColor.surface, color: toneColor.strong, boxShadow: `inset 0 0 0 1px ${toneColor.strong}` },
      solid: { backgroundColor: toneColor.strong, color: toneColor.onStrong },
    },
  },
  defaultVariants: { emphasis: 'soft' },
});
