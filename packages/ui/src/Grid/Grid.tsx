import { clsx } from 'clsx';
import { createElement, type HTMLAttributes } from 'react';
import * as styles from './Grid.css.ts';

export type GridColumns = (typeof styles.GRID_COLUMNS)[number];

export interface GridProps extends HTMLAttributes<HTMLElement> {
  columns?: GridColumns;
  /** `ul`/`ol` for a list of cards (announced as a list with its count), `div` otherwise. */
  as?: 'div' | 'ul' | 'ol';
}

/** Cards side by side, wrapping to one column on small screens. */
export function Grid({ columns, as = 'div', className, ...props }: GridProps) {
  return createElement(as, { ...props, className: clsx(styles.root({ columns }), className) });
}
