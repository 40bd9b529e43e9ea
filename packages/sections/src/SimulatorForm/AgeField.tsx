import { useId } from 'react';
import * as styles from './SimulatorForm.css.ts';

/** The youngest age the simulators accept (an apprenticeship may start at 15 after the collège). */
export const MIN_AGE = 15;
const MAX_AGE = 99;

/** A whole number of years in `text`, or `undefined` while it is not one the simulators accept. */
export function parseAge(text: string): number | undefined {
  if (!/^\s*\d{1,2}\s*$/.test(text)) return undefined;
  const age = Number(text);
  return age >= MIN_AGE && age <= MAX_AGE ? age : undefined;
}

/** An age in years: a number field with the phone's numeric keypad. */
export function AgeField({ label, hint, value, onChange }: { label: string; hint: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const invalid = value.trim() !== '' && parseAge(value) === undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.control}
        type="number"
        inputMode="numeric"
        min={MIN_AGE}
        max={MAX_AGE}
        step={1}
        autoComplete="off"
        value={value}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
