import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import * as styles from './Field.css.ts';

/**
 * An `<input>` with the design system's look (text, e-mail, phone, number…: `type` as the browser
 * knows it). Every attribute passes through: a form may leave it uncontrolled (`name`,
 * `defaultValue`, read at submit) or control it (`value`, `onChange`).
 */
export function TextInput({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={clsx(styles.control, className)} {...rest} />;
}
