import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import * as styles from './Field.css.ts';

/** A `<textarea>` with the design system's look, which the visitor may make taller; uncontrolled or controlled alike. */
export function Textarea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={clsx(styles.textarea, className)} {...rest} />;
}
