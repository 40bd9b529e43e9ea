import { style } from '@vanilla-extract/css';

/**
 * The mask of `noBrokenIcon` (its image is set inline, OptionalImage.tsx): laid as `object-fit:
 * cover` lays the picture, so a picture with transparent parts keeps exactly its own shape.
 */
export const masked = style({
  maskSize: 'cover',
  maskPosition: 'center',
  maskRepeat: 'no-repeat',
});
