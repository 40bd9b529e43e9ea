// Where a sent request takes the visitor (issue 33, point 3), written once for the form's script
// (packages/contact) and the form post function (submit-contact-form): the thank-you page with
// what it needs to say this request's promise and next steps, and nothing personal.
//
// The prerendered page is one file for every request, and a page without JavaScript cannot read
// its query; it can match its fragment in CSS (`:target`). So the address carries both: the query
// names the facts (the reason, whether a phone number was given: `?objet=offre&rappel=1`), the
// fragment names the page's panel that states them (`#offre-rappel`), which the page shows alone,
// with or without a script (packages/content, the thank-you page's `reasonSteps` section).

import { SENT_BY_FORM_PARAM, SENT_BY_FORM_VALUE, THANK_YOU_PATH } from "./constants.ts";
import { CONTACT_REASON_PARAM, type ContactReasonSlug } from "./reasons.ts";

/**
 * `rappel=1` on /thank-you: the visitor gave a phone number, so the page may say we call them. A
 * yes or no, never the number.
 */
export const CALL_BACK_PARAM = "rappel";
export const CALL_BACK_VALUE = "1";

/**
 * The id of the thank-you page's panel for a reason, with or without a phone number: `offre`,
 * `offre-rappel`. Every reason has both on the page (packages/content, ReasonStepsSection).
 */
export function thankYouAnchor(slug: ContactReasonSlug, phoneGiven: boolean): string {
  return phoneGiven ? `${slug}-${CALL_BACK_PARAM}` : slug;
}

export interface ThankYouFacts {
  slug: ContactReasonSlug;
  /** A phone number was given (the row's `phone` is not null). */
  phoneGiven: boolean;
  /** The form itself posted the request (no script, or before hydration): `envoi=formulaire`. */
  sentByForm?: boolean;
}

/**
 * `/thank-you?objet=offre&rappel=1#offre-rappel` (`&envoi=formulaire` before the fragment when the
 * form itself posted): the reason's slug, a yes for a phone number, the panel's anchor.
 */
export function thankYouAddress({ slug, phoneGiven, sentByForm = false }: ThankYouFacts): string {
  const query = [
    `${CONTACT_REASON_PARAM}=${slug}`,
    ...(phoneGiven ? [`${CALL_BACK_PARAM}=${CALL_BACK_VALUE}`] : []),
    ...(sentByForm ? [`${SENT_BY_FORM_PARAM}=${SENT_BY_FORM_VALUE}`] : []),
  ];
  return `${THANK_YOU_PATH}?${query.join("&")}#${thankYouAnchor(slug, phoneGiven)}`;
}
