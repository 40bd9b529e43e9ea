/**
 * What a contact request is about (DESIGN.md §3): a closed list, so staff can sort requests and
 * no visitor text ever reaches a mail header. The list, its labels and its slugs are the contact
 * request's contract (`@ecole/supabase/contact-contract`), which the edge functions read too; the
 * site reads them from here. Pages pass their subject (`contactHref('recrutement')` →
 * `/contact?objet=recrutement`, or the form's `reason`); /contact lets the visitor choose.
 */
export {
  CALL_BACK_PARAM,
  CALL_BACK_VALUE,
  CHOOSABLE_CONTACT_REASONS,
  CONTACT_REASON_PARAM,
  CONTACT_REASONS,
  type ContactReason,
  type ContactReasonSlug,
  contactHref,
  contactReasonFromSlug,
  contactReasonLabel,
  contactReasonSlug,
  DEFAULT_CONTACT_REASON,
  OFFER_CONTACT_REASON,
  thankYouAnchor,
} from '@ecole/supabase/contact-contract';
