import { clsx } from 'clsx';
import { logoData } from '../Header/logo.ts';
import * as styles from './Logo.css.ts';

export interface LogoProps {
  /** Side of the square, in CSS pixels. */
  size?: number;
  className?: string;
}

/**
 * The school's logo, decorative (the brand name is always written beside it), painted as the
 * background of a box of its size, from a data: URL written in the page (no request of its own
 * before the largest paint: `logo.ts`). A background that fails to load paints nothing, whereas
 * Chromium draws a broken-image icon for an `<img>`, and for an SVG `<image>` too, until a script
 * removes it: before hydration and without JavaScript (spec §8: « Logo image failure: image
 * hidden »; e2e: tests/visitor.spec.ts). Its box stays, so nothing moves.
 */
export function Logo({ size = 40, className }: LogoProps) {
  return (
    <span
      className={clsx(styles.root, className)}
      style={{ width: size, height: size, backgroundImage: `url("${logoData}")` }}
      aria-hidden="true"
      data-logo=""
    />
  );
}
