import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export { control, error, field, hint, label, note, notice, optional, submit, textarea } from '../FormField/FormField.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  // Fields stay readable on wide screens; on a 375 px phone the form takes the whole width.
  maxWidth: '40rem',
  minWidth: 0,
});

/** Off-screen, not `display: none` (which some bots detect and skip). */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});
