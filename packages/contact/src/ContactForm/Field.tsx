import type { ReactNode } from 'react';
import * as styles from './ContactForm.css.ts';

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Extra help under the control, announced with it. */
  hint?: string;
  /** Renders the control; receives the id of the hint for `aria-describedby`. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A visible label bound to its control by id, and an optional hint bound by `aria-describedby`. */
export function Field({ id, label, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(hintId)}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
