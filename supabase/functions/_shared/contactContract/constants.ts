// The names and words the site's form and the functions must agree on, beyond the table's rules
// (fieldRules.ts) and the reasons (reasons.ts): each written once, here.

/** What the form sends, the school's mail shows and the staff export writes for a phone left empty (spec §3). */
export const NO_PHONE = "Non renseigné";

/**
 * The honeypot's `name` (packages/contact/src/ContactForm/spamGuard.ts): plausible for a contact
 * form, and unused by the real fields. The form post function files a request that fills it as
 * sent, and stores nothing.
 */
export const HONEYPOT_FIELD = "website";

/** The field holding the solution of a proof of work (ALTCHA's name for it). */
export const PROOF_FIELD = "altcha";

// The site's pages the functions send a visitor to: routes of the site's route table
// (@ecole/routes), which the functions cannot import; packages/contracts/test/sitePaths.test.ts
// proves each is one.

/** Where a sent request takes the visitor (spec §4), with `?objet=<slug>` (reasons.ts). */
export const THANK_YOU_PATH = "/thank-you";

/** Where the form post function takes a visitor whose request it refused, with `?motif=<code>`. */
export const REFUSAL_PATH = "/demande-non-envoyee";

/** The page that confirms a staff mail's follow-up link (packages/content/src/pages/site/suivi-demande.ts). */
export const FOLLOW_UP_PAGE = "/suivi-demande";

/**
 * Added to /thank-you by the form post function (`envoi=formulaire`): the form itself sent the
 * request (no script, or before hydration), and the page's script shows the success toast the
 * form's script would have (packages/contact, SentNotice).
 */
export const SENT_BY_FORM_PARAM = "envoi";
export const SENT_BY_FORM_VALUE = "formulaire";
