import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

/**
 * Atomic layout classes for `Box` and the layout primitives (DESIGN.md §5: sprinkles for layout).
 * Responsive props are mobile-first: `{ mobile: 'block', desktop: 'grid' }`, desktop from 768 px.
 */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    textAlign: ['left', 'center'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const { primarySurface, secondarySurface, accentSurface, violetSurface, surface, background } = vars.color;

const visual = defineProperties({
  properties: {
    backgroundColor: { background, surface, primarySurface, secondarySurface, accentSurface, violetSurface },
    color: { text: vars.color.text, textMuted: vars.color.textMuted, primary: vars.color.primary },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    maxWidth: { prose: '65ch', ...vars.container },
    listStyle: { none: 'none' },
  },
});

export const sprinkles = createSprinkles(responsive, visual);
export type Sprinkles = Parameters<typeof sprinkles>[0];
