import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';
import { toneColor, toneDisc } from '../tokens/tones.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  // The tone shows as the top border and the icon; the surface stays light for body text.
  borderTop: `4px solid ${toneColor.strong}`,
  backgroundColor: toneColor.surface,
  color: vars.color.text,
  listStyle: 'none',
});

export const icon = style([toneDisc, { width: 48, height: 48, fontSize: vars.fontSize.xl, lineHeight: 1 }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ margin: 0 });

/** Extra content (a button) sits at the bottom, so buttons of a row of cards line up. */
export const footer = style({ marginTop: 'auto', paddingTop: vars.space.sm });
