import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

/** The not-found page's « 404 »: big, decorative (the `<h1>` says it in words). */
export const code = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

/** The school's name and logo above the title, on a page without header (/formation-ia). */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
