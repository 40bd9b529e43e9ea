import { style } from '@vanilla-extract/css';

/** A box of the logo's size that paints the file as its background (size set by the component). */
export const root = style({
  display: 'inline-block',
  flex: 'none',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
  backgroundSize: 'contain',
});
