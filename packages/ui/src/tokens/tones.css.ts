import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { TONE_COLORS, TONES, type Tone } from './tokens.ts';

/**
 * One class per tone (spec §3's "colour" field) that sets three local custom properties, so a
 * component styles its parts once with `toneVars` and lets the class pick the colours.
 */
export const toneVars = {
  strong: '--ec-tone-strong',
  onStrong: '--ec-tone-on-strong',
  surface: '--ec-tone-surface',
} as const;

export const tone = styleVariants(Object.fromEntries(TONES.map((name) => [name, name])) as Record<Tone, Tone>, (name) => ({
  vars: {
    [toneVars.strong]: vars.color[TONE_COLORS[name].strong],
    [toneVars.onStrong]: vars.color[TONE_COLORS[name].onStrong],
    [toneVars.surface]: vars.color[TONE_COLORS[name].surface],
  },
}));

/** `var()` references for the style objects of toned components. */
export const toneColor = {
  strong: `var(${toneVars.strong})`,
  onStrong: `var(${toneVars.onStrong})`,
  surface: `var(${toneVars.surface})`,
} as const;

/** A disc in the tone's strong colour, its content centred (step numbers, ticks, card icons). */
export const toneDisc = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: toneColor.strong,
  color: toneColor.onStrong,
});
