import { OFFER_FIELDS } from '@ecole/supabase/job-offer';
import type { OfferValues } from '../OfferFields/validateOffer.ts';
import { type ContactFields, FIELD_ORDER } from './validateFields.ts';

/**
 * The form's values live in its elements, not in React (issue 24, point 4): the fields are
 * uncontrolled, so whatever the visitor typed or chose before the island started, or the browser
 * gave back, is simply there when the form reads it. Read at submit and when a message shown must
 * follow a change; written only to put a draft back.
 */

/** The named fields' values as the form would post them, '' for a field it does not have. */
function read<F extends string>(form: HTMLFormElement, fields: readonly F[]): Record<F, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    fields.map((field) => {
      const value = data.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<F, string>;
}

/** The visitor's four fields, as typed. */
export const readContactFields = (form: HTMLFormElement): ContactFields => read(form, FIELD_ORDER);

/** A job offer's details, as typed and chosen. */
export const readOfferValues = (form: HTMLFormElement): OfferValues => read(form, OFFER_FIELDS);

/** The reason the form sends: the select's choice ('' before one) or the page's hidden value. */
export const readReason = (form: HTMLFormElement): string => read(form, ['reason']).reason;

/**
 * Puts stored values back into the fields still empty (a draft, after a reload): what the visitor
 * typed, or the address chose, before it came back is never overwritten. A select takes a value
 * only if one of its options has it (a stored value is never trusted).
 */
export function fillEmptyFields(form: HTMLFormElement, values: Readonly<Record<string, string | undefined>>): void {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (!value || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
    if (field.value !== '') continue;
    if (field instanceof HTMLSelectElement && ![...field.options].some((option) => option.value === value)) continue;
    field.value = value;
  }
}
