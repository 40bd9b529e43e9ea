import { checkOfferField, OFFER_FIELDS, type OfferColumns, type OfferField, offerFrom } from '@ecole/supabase/job-offer';
import { OFFER_MESSAGES } from './offerMessages.ts';

/** What the visitor typed or chose in the offer's fields, as the form holds it. */
export type OfferValues = Record<OfferField, string>;

export const EMPTY_OFFER: OfferValues = Object.fromEntries(OFFER_FIELDS.map((field) => [field, ''])) as OfferValues;

/** One French message per detail the database would refuse; no key means the detail is fine. */
export type OfferErrors = Partial<Record<OfferField, string>>;

/** The columns the form sends: trimmed, empty is absent, no town for a fully remote job. */
export const offerColumns = (values: OfferValues): OfferColumns => offerFrom((name) => values[name as OfferField] ?? null);

/**
 * The database's rules for an offer, as the contract states them (`checkOfferField`, which the
 * functions run too): every detail with a problem gets its message at once.
 */
export function validateOffer(values: OfferValues, now: Date = new Date()): OfferErrors {
  const columns = offerColumns(values);
  const errors: OfferErrors = {};
  for (const field of OFFER_FIELDS) {
    const breach = checkOfferField(field, columns, now);
    if (!breach) continue;
    const messages: Readonly<Record<string, string>> = OFFER_MESSAGES.errors[field];
    errors[field] = messages[breach] ?? messages.blank;
  }
  return errors;
}
