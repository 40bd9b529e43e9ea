import { clsx } from 'clsx';
import { createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../tokens/sprinkles.css.ts';

/** Tags a layout primitive may render: block containers, lists and landmarks. */
export const BOX_ELEMENTS = ['div', 'section', 'aside', 'article', 'header', 'footer', 'nav', 'ul', 'ol', 'li', 'p', 'span', 'h2', 'h3'] as const;
export type BoxElement = (typeof BOX_ELEMENTS)[number];

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    as?: BoxElement;
    children?: ReactNode;
  };

/** A `div` (or `as`) whose spacing, display and colours come from the design tokens only. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkles.properties.has(key as keyof Sprinkles) ? atoms : rest)[key] = value;
  }
  // A Box given no atoms and no class renders no `class` attribute at all (clsx gives '').
  return createElement(as as ElementType, { ...rest, className: clsx(sprinkles(atoms as Sprinkles), className) || undefined });
}
