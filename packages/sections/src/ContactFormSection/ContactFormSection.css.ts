import { media, vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

/**
 * The side panels come first in the HTML, so a phone shows the e-mail and phone before the form;
 * from the desktop width the form takes the wide column on the left and the panels go right.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' } },
});

export const form = style({ '@media': { [media.desktop]: { gridColumn: 1, gridRow: 1 } } });

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [media.desktop]: { gridColumn: 2, gridRow: 1 } },
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const panelText = style({ margin: `${vars.space.xs} 0 0` });

export const panelLinks = style({
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
