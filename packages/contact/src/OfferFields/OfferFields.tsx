import { OFFER_CHOICES, OFFER_LIMITS, type OfferChoiceField, type OfferField } from '@ecole/supabase/job-offer';
import type { ReactNode } from 'react';
import { Field } from '../FormField/Field.tsx';
import * as formStyles from '../FormField/FormField.css.ts';
import * as styles from './OfferFields.css.ts';
import { OFFER_MESSAGES } from './offerMessages.ts';
import type { OfferErrors } from './validateOffer.ts';

type Control = HTMLInputElement | HTMLSelectElement;

export interface OfferFieldsProps {
  /** The form's id prefix (useId). */
  idPrefix: string;
  errors: OfferErrors;
  /** Keeps each control, for the focus on the first detail to correct. */
  controlRef: (field: OfferField, element: Control | null) => void;
}

/** The fields of the job, in the order the form shows them; the missions follow (the message). */
export const JOB_FIELDS = [
  'offer_title',
  'offer_work_mode',
  'offer_town',
  'offer_start',
  'offer_rhythm',
  'offer_level',
] as const satisfies readonly OfferField[];
export const COMPANY_FIELDS = ['company_name', 'company_size'] as const satisfies readonly OfferField[];

/** A titled group of fields (`fieldset` and `legend`: a screen reader names the group). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The details of a job offer (issue 21, point 8), one control per column of the contract
 * (@ecole/supabase/job-offer): texts bounded as the database bounds them, closed choices as
 * selects that start on « Choisissez » (nothing chosen for the company), a date input. Each
 * control posts under its column's name, so the form works without any script.
 */
export function OfferFields({ idPrefix, errors, controlRef, fields }: OfferFieldsProps & { fields: readonly OfferField[] }) {
  const id = (field: OfferField) => `${idPrefix}-${field}`;
  const common = (field: OfferField) => ({
    id: id(field),
    name: field,
    // Uncontrolled, like the whole form: the form reads the values (and hears the changes) itself.
    defaultValue: '',
    ref: (element: Control | null) => controlRef(field, element),
  });

  const text = (field: 'offer_title' | 'offer_town' | 'company_name', autoComplete: string, required: boolean) => (
    <Field key={field} id={id(field)} label={OFFER_MESSAGES.labels[field]} hint={hintOf(field)} error={errors[field]}>
      {({ describedBy, invalid }) => (
        <input
          {...common(field)}
          type="text"
          autoComplete={autoComplete}
          required={required}
          maxLength={OFFER_LIMITS[field]}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={formStyles.control}
        />
      )}
    </Field>
  );

  const choice = (field: OfferChoiceField) => (
    <Field key={field} id={id(field)} label={OFFER_MESSAGES.labels[field]} error={errors[field]}>
      {({ describedBy, invalid }) => (
        <select {...common(field)} required aria-describedby={describedBy} aria-invalid={invalid || undefined} className={formStyles.control}>
          <option value="">{OFFER_MESSAGES.choose}</option>
          {OFFER_CHOICES[field].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const render = (field: OfferField) => {
    switch (field) {
      case 'offer_title':
        return text(field, 'off', true);
      case 'company_name':
        return text(field, 'organization', true);
      case 'offer_town':
        // Not `required` in the page: a fully remote job has none, and without a script the page
        // cannot tell; the form's checks and the function's say so when it is missing.
        return text(field, 'address-level2', false);
      case 'offer_start':
        return (
          <Field key={field} id={id(field)} label={OFFER_MESSAGES.labels[field]} error={errors[field]}>
            {({ describedBy, invalid }) => (
              <input
                {...common(field)}
                type="date"
                required
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={formStyles.control}
              />
            )}
          </Field>
        );
      default:
        return choice(field);
    }
  };

  return <>{fields.map(render)}</>;
}

function hintOf(field: OfferField): string | undefined {
  return field === 'offer_title' || field === 'offer_town' ? OFFER_MESSAGES.hints[field] : undefined;
}
