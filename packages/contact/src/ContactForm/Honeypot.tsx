import type { Ref } from 'react';
import * as styles from './ContactForm.css.ts';
import { MESSAGES } from './messages.ts';
import { HONEYPOT_FIELD } from './spamGuard.ts';

/**
 * The spam trap (spamGuard.ts). Moved off-screen rather than `display: none`, which some bots
 * skip; out of the tab order, hidden from assistive technologies and from autofill, so no person
 * ever fills it. Uncontrolled: the form reads it once, on submit.
 */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{MESSAGES.honeypotLabel}</label>
      <input ref={inputRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
