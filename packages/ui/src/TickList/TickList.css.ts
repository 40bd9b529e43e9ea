import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';
import { toneDisc } from '../tokens/tones.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const tick = style([
  toneDisc,
  {
    width: '1.4em',
    height: '1.4em',
    // Centres the disc on the first line of text.
    marginTop: '0.05em',
  },
]);

export const tickIcon = style({ width: '0.85em', height: '0.85em' });
