import type { ReactNode } from 'react';
import * as styles from './Field.css.ts';

/** What a control needs to be tied to its field's texts. */
export interface FieldControlProps {
  /** Ids of the hint and the error shown, for `aria-describedby`. */
  describedBy: string | undefined;
  /** For `aria-invalid`: the form's own checks refused the value. */
  invalid: boolean;
}

export interface FieldProps {
  /** The control's id, which the label points to. */
  id: string;
  label: ReactNode;
  /** Extra help under the control, announced with it. */
  hint?: string;
  /** Why the value cannot be sent; shown under the control and announced with it. */
  error?: string;
  /** Renders the control (a `TextInput`, `Select`, `Textarea`, or any native control). */
  children: (control: FieldControlProps) => ReactNode;
}

/** A visible label bound to its control by id, a hint and an error bound by `aria-describedby`. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ describedBy, invalid: Boolean(error) })}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
