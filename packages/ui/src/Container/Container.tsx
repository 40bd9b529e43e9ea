import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import * as styles from './Container.css.ts';

export type ContainerWidth = (typeof styles.CONTAINER_WIDTHS)[number];

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  width?: ContainerWidth;
}

/** The centred content column, with side margins on small screens. */
export function Container({ width, className, ...props }: ContainerProps) {
  return <div {...props} className={clsx(styles.root({ width }), className)} />;
}
