import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

export interface OptionalImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Required: say what the image shows, or `""` when it is decoration. */
  alt: string;
}

/**
 * An image that leaves no trace when it cannot load (spec §8: a hero side image or a testimonial
 * photo that fails is hidden, never a broken-image icon and its alt text).
 */
export function OptionalImage({ onError, ...props }: OptionalImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A prerendered image can fail before React hydrates and listens for `error`: the browser
    // then reports it complete with no pixels.
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return null;
  return (
    <img
      {...props}
      ref={ref}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
