import { type ContactReason, contactReasonLabel, OFFER_CONTACT_REASON } from '@ecole/content';
import type { OfferField } from '@ecole/supabase/job-offer';
import { type ContactFields, FIELD_ORDER } from '../ContactForm/validateFields.ts';
import { OFFER_FORM_ORDER } from '../OfferFormFields/index.ts';

/**
 * The three forms one flow serves: the page gives the reason (most pages), the visitor chooses it
 * (/contact), or the visitor offers a job (/pme, issue 21, point 8: filed under the offer's own
 * reason, its details before the contact fields).
 */
export type FormMode = { kind: 'given'; reason: ContactReason } | { kind: 'choice' } | { kind: 'offer' };

/** The reason every job offer is filed under. */
export const OFFER_REASON: ContactReason = contactReasonLabel(OFFER_CONTACT_REASON);

/** The draft key of a form whose visitor chooses the reason. */
const CHOICE_DRAFT = 'choix';

/** The reason the page files the request under, when the visitor does not choose it. */
export function givenReason(mode: FormMode): ContactReason | undefined {
  if (mode.kind === 'offer') return OFFER_REASON;
  return mode.kind === 'given' ? mode.reason : undefined;
}

/** One draft per form: a chosen reason can change while the visitor types. */
export const draftName = (mode: FormMode): string => givenReason(mode) ?? CHOICE_DRAFT;

/** The visitor's fields in the order the form shows them: the first invalid one gets the focus. */
export function fieldOrder(mode: FormMode): readonly (keyof ContactFields | OfferField)[] {
  return mode.kind === 'offer' ? OFFER_FORM_ORDER : FIELD_ORDER;
}
