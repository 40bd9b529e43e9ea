import { CHOOSABLE_CONTACT_REASONS, type ContactReason } from '@ecole/content';
import type { OfferField } from '@ecole/supabase/job-offer';
import { readContactFields, readOfferValues, readReason } from '../ContactForm/formValues.ts';
import { MESSAGES } from '../ContactForm/messages.ts';
import { type ContactFields, type FieldErrors, validateFields } from '../ContactForm/validateFields.ts';
import { OFFER_MESSAGES } from '../OfferFields/offerMessages.ts';
import { type OfferErrors, type OfferValues, validateOffer } from '../OfferFields/validateOffer.ts';
import { type FormMode, fieldOrder, givenReason } from './formMode.ts';

/** What the form holds when it is sent, and what is wrong with it. */
export interface FormCheck {
  values: ContactFields;
  offerValues: OfferValues;
  /** None when the visitor has to choose one and has not. */
  reason: ContactReason | undefined;
  errors: FieldErrors;
  offerErrors: OfferErrors;
  /** The first field to correct, in the order the form shows them. */
  firstInvalid: keyof ContactFields | OfferField | undefined;
}

/** The reason chosen in the select, if it is one of its options (never free text). */
const knownReason = (label: string): ContactReason | undefined => CHOOSABLE_CONTACT_REASONS.find((option) => option.label === label)?.label;

/** The visitor's fields' messages; on an offer the message is the job's missions, and an empty one is asked for as such. */
export function contactErrors(values: ContactFields, mode: FormMode): FieldErrors {
  const found = validateFields(values);
  return mode.kind === 'offer' && found.message === MESSAGES.errors.message.blank ? { ...found, message: OFFER_MESSAGES.errors.missions } : found;
}

/** Reads the form as it would post and checks it with the database's rules. */
export function checkForm(form: HTMLFormElement, mode: FormMode): FormCheck {
  const values = readContactFields(form);
  const offerValues = readOfferValues(form);
  const reason = mode.kind === 'choice' ? knownReason(readReason(form)) : givenReason(mode);
  const errors = contactErrors(values, mode);
  const offerErrors = mode.kind === 'offer' ? validateOffer(offerValues) : {};
  const firstInvalid = fieldOrder(mode).find((field) => (field in offerErrors ? offerErrors[field as OfferField] : errors[field as keyof ContactFields]));
  return { values, offerValues, reason, errors, offerErrors, firstInvalid };
}

/** The messages shown, as they stand after a change: one goes once its field is acceptable. */
export function keepShown<F extends string>(shown: Partial<Record<F, string>>, found: Partial<Record<F, string>>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.keys(shown).flatMap((field) => (found[field as F] ? [[field, found[field as F]]] : []))) as Partial<Record<F, string>>;
}
