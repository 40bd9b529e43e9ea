import { CHOOSABLE_CONTACT_REASONS } from '@ecole/content';
import type { Ref } from 'react';
import { MESSAGES } from '../ContactForm/messages.ts';
import { Field } from '../FormField/Field.tsx';
import * as formStyles from '../FormField/FormField.css.ts';

export interface ReasonFieldProps {
  /** The control's id. */
  id: string;
  selectRef: Ref<HTMLSelectElement>;
  /** The form was sent without a reason chosen. */
  missing: boolean;
}

/**
 * What the request is about, chosen by the visitor (/contact): a select of the known reasons that
 * starts on « Choisissez… » and is required, so no request is filed silently under a default.
 * The address may preset it (`/contact?objet=recrutement`: the boot module before the island
 * starts, @ecole/browser/FormBoot, and the island if it is still on its placeholder).
 */
export function ReasonField({ id, selectRef, missing }: ReasonFieldProps) {
  return (
    <Field id={id} label={MESSAGES.labels.reason} error={missing ? MESSAGES.errors.reason : undefined}>
      {({ describedBy, invalid }) => (
        <select
          id={id}
          ref={selectRef}
          name="reason"
          defaultValue=""
          required
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={formStyles.control}
        >
          <option value="">{MESSAGES.reasonPlaceholder}</option>
          {CHOOSABLE_CONTACT_REASONS.map((option) => (
            <option key={option.slug} value={option.label} data-slug={option.slug}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
