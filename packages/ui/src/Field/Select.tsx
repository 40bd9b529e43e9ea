import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import * as styles from './Field.css.ts';

/** A `<select>` with the design system's look, its `<option>`s as children; uncontrolled or controlled alike. */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={clsx(styles.control, className)} {...rest} />;
}
