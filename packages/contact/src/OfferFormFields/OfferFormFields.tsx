import type { OfferField } from '@ecole/supabase/job-offer';
import { ContactFieldList } from '../ContactFieldList/index.ts';
import type { ContactFields, FieldErrors } from '../ContactForm/validateFields.ts';
import { COMPANY_FIELDS, FieldGroup, JOB_FIELDS, OFFER_MESSAGES, OfferFields } from '../OfferFields/index.ts';
import type { OfferErrors } from '../OfferFields/validateOffer.ts';

/** The visitor's own fields in each group: the missions in the job's, the person in the contact's. */
const MISSIONS_FIELDS = ['message'] as const satisfies readonly (keyof ContactFields)[];
const PERSON_FIELDS = ['name', 'email', 'phone'] as const satisfies readonly (keyof ContactFields)[];

/** Every field in the order the form shows them: the focus goes to the first one to correct. */
export const OFFER_FORM_ORDER = [...JOB_FIELDS, ...MISSIONS_FIELDS, ...COMPANY_FIELDS, ...PERSON_FIELDS] as const;

/** The missions of the job stand in the message's place. */
const MISSIONS = { label: OFFER_MESSAGES.labels.missions, hint: OFFER_MESSAGES.hints.missions, rows: 6 };

export interface OfferFormFieldsProps {
  /** The form's id prefix (useId). */
  idPrefix: string;
  errors: FieldErrors;
  offerErrors: OfferErrors;
  contactControlRef: (name: keyof ContactFields, element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  offerControlRef: (field: OfferField, element: HTMLInputElement | HTMLSelectElement | null) => void;
}

/**
 * A job offer's fields (issue 21, point 8; /pme), in three titled groups: the job and its missions
 * (the request's message), the company, then the person to contact.
 */
export function OfferFormFields({ idPrefix, errors, offerErrors, contactControlRef, offerControlRef }: OfferFormFieldsProps) {
  const offerProps = { idPrefix, errors: offerErrors, controlRef: offerControlRef };
  const contactProps = { idPrefix, errors, controlRef: contactControlRef };
  return (
    <>
      <FieldGroup legend={OFFER_MESSAGES.groups.job}>
        <OfferFields {...offerProps} fields={JOB_FIELDS} />
        <ContactFieldList {...contactProps} fields={MISSIONS_FIELDS} message={MISSIONS} />
      </FieldGroup>
      <FieldGroup legend={OFFER_MESSAGES.groups.company}>
        <OfferFields {...offerProps} fields={COMPANY_FIELDS} />
      </FieldGroup>
      <FieldGroup legend={OFFER_MESSAGES.groups.contact}>
        <ContactFieldList {...contactProps} fields={PERSON_FIELDS} />
      </FieldGroup>
    </>
  );
}
