import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A group of the offer form (the job, the company, the contact): no browser frame, a title. */
export const group = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
