import { media, vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

/**
 * The side panels come first in the HTML, so a phone shows the e-mail and phone before the form;
 * from the desktop width they stay first, in the narrow column on the left, and the form takes the
 * wide one on the right: the keyboard's order is the reading order at every width (it went from
 * the panels on the right to the form on the left: WCAG 2.4.3, issue 22).
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 2fr', alignItems: 'start' } },
});

export const form = style({ minWidth: 0 });

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
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
