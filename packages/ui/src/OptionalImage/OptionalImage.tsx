import { clsx } from 'clsx';
import { type CSSProperties, type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import * as styles from './OptionalImage.css.ts';

/**
 * The attribute every OptionalImage carries, so a page's script can find them (issue 36: a picture
 * that fails before React, or on a page React never runs on, is then hidden with `hidden`).
 */
export const OPTIONAL_IMAGE_ATTRIBUTE = 'data-optional-image';

export interface OptionalImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Required: say what the image shows, or `""` when it is decoration. */
  alt: string;
  /**
   * Paints nothing when the picture fails, before and without any script too: the picture is its
   * own mask, and a mask image that fails to load masks everything (CSS Masking 1, `mask-image`),
   * the broken-image icon, its alt text and its border included. The mask is a CSS image, loaded
   * with the styles rather than lazily: for a picture on the first screen (the hero's).
   */
  noBrokenIcon?: boolean;
}

/**
 * An image that leaves no trace when it cannot load (spec §2: a hero side image or a testimonial
 * photo that fails is hidden, never a broken-image icon and its alt text). Where React runs, it
 * removes a failed picture; on a prerendered page React never hydrates, `noBrokenIcon` keeps it
 * from being seen, and the page's script may hide it (OPTIONAL_IMAGE_ATTRIBUTE).
 */
export function OptionalImage({ onError, noBrokenIcon = false, className, style, ...props }: OptionalImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A prerendered image can fail before React hydrates and listens for `error`: the browser
    // then reports it complete with no pixels.
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return null;
  const mask: CSSProperties | undefined = noBrokenIcon ? { maskImage: `url(${JSON.stringify(props.src)})` } : undefined;
  return (
    // biome-ignore lint/a11y/useAltText: `alt` is a required prop of OptionalImage, spread from props.
    <img
      {...props}
      {...{ [OPTIONAL_IMAGE_ATTRIBUTE]: '' }}
      ref={ref}
      className={clsx(noBrokenIcon && styles.masked, className) || undefined}
      style={mask || style ? { ...mask, ...style } : undefined}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
