import { APPRENTICESHIP_AGE } from '@ecole/content/apprenticeship/ageLimits';
import { typesetText } from '@ecole/content/pages/typeset';
import { TextInput } from '@ecole/ui/Field';
import { useId, useState } from 'react';
import * as styles from './SimulatorForm.css.ts';

/** The youngest age the simulators accept (an apprenticeship may start at 15 after the collège). */
export const MIN_AGE = APPRENTICESHIP_AGE.youngest;
/** The oldest they compute: past 29, an apprenticeship starts only in the cases the note names. */
export const MAX_AGE = 99;

/** What the field says of an age it cannot use (a whole number of years, 15 or more). */
export const INVALID_AGE = typesetText(`Indiquez un âge en années : un nombre entier, de ${MIN_AGE} à ${MAX_AGE}.`);

/** A whole number of years in `text`, or `undefined` while it is not one the simulators accept. */
export function parseAge(text: string): number | undefined {
  if (!/^\s*\d{1,2}\s*$/.test(text)) return undefined;
  const age = Number(text);
  return age >= MIN_AGE && age <= MAX_AGE ? age : undefined;
}

export interface AgeFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** What the rules say of the age typed, when it is outside the usual range (`ageRuleNote`). */
  note?: string | undefined;
}

/**
 * An age in years: a number field with the phone's numeric keypad. An age it cannot use is marked
 * and explained under the field (a polite live region, so a screen reader hears it as it is
 * typed); a letter or a sign, which a number field reports as empty, counts as such an age.
 */
export function AgeField({ label, hint, value, onChange, note }: AgeFieldProps) {
  const id = useId();
  const [badInput, setBadInput] = useState(false);
  const invalid = badInput || (value.trim() !== '' && parseAge(value) === undefined);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <TextInput
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_AGE}
        max={MAX_AGE}
        step={1}
        autoComplete="off"
        value={value}
        aria-describedby={`${id}-hint ${id}-message`}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setBadInput(event.target.validity.badInput);
          onChange(event.target.value);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <p id={`${id}-message`} className={invalid ? styles.error : styles.hint} aria-live="polite">
        {invalid ? INVALID_AGE : (note ?? '')}
      </p>
    </div>
  );
}
