import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import * as styles from './Avatar.css.ts';

/** Spec §4: the avatar image goes idle → loading → loaded, or error; the fallback shows until loaded. */
export const AVATAR_STATES = ['idle', 'loading', 'loaded', 'error'] as const;
export type AvatarState = (typeof AVATAR_STATES)[number];
export type AvatarSize = (typeof styles.AVATAR_SIZES)[number];

export interface AvatarProps {
  /** The person's name: the avatar's accessible name, and the source of the initials. */
  name: string;
  /** Photo address; without it the avatar stays `idle` and shows the initials. */
  src?: string;
  size?: AvatarSize;
  onStateChange?: (state: AvatarState) => void;
  className?: string;
}

/**
 * A round photo with the person's initials as fallback. The state is exposed as `data-state` on
 * the root (and the image) for styles and tests. One accessible name for every state: the root
 * is the image (`role="img"`), so a screen reader hears the name whether the photo loaded or not.
 */
export function Avatar({ name, src, size, onStateChange, className }: AvatarProps) {
  const [state, setState] = useState<AvatarState>(src ? 'loading' : 'idle');
  const imageRef = useRef<HTMLImageElement>(null);
  const reported = useRef(onStateChange);
  reported.current = onStateChange;

  const update = (next: AvatarState) => {
    setState(next);
    reported.current?.(next);
  };

  // A new address starts over. The image may also have finished before hydration, when React
  // listened to nothing yet: read the outcome from the element itself.
  useEffect(() => {
    if (!src) return update('idle');
    const image = imageRef.current;
    if (image?.complete) return update(image.naturalWidth > 0 ? 'loaded' : 'error');
    update('loading');
  }, [src]);

  // After an error the broken image leaves the page; the initials stay.
  const showImage = Boolean(src) && state !== 'error';
  return (
    <span role="img" aria-label={name} data-state={state} className={clsx(styles.root({ size }), className)}>
      {state !== 'loaded' ? (
        <span aria-hidden="true" className={styles.fallback}>
          {initials(name)}
        </span>
      ) : null}
      {showImage ? (
        <img ref={imageRef} src={src} alt="" data-state={state} className={styles.image} onLoad={() => update('loaded')} onError={() => update('error')} />
      ) : null}
    </span>
  );
}

/** "Marie-Claire Dupont" → "MD": first letter of the first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => word.charAt(0).toLocaleUpperCase('fr-FR')).join('');
}
