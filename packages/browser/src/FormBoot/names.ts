import { CONTACT_REASON_PARAM, SENT_BY_FORM_PARAM, SENT_BY_FORM_VALUE, THANK_YOU_PATH } from '@ecole/supabase/contact-contract';
import { UTM_PARAMETERS } from '../VisitOrigin/visitOrigin.ts';

/**
 * The names a contact form's markup (@ecole/contact, ContactForm) and the script that runs before
 * its island (formBoot.ts) agree on, and those of the contact contract it reads.
 */
export { CONTACT_REASON_PARAM, SENT_BY_FORM_PARAM, SENT_BY_FORM_VALUE, THANK_YOU_PATH };

/** Every contact form carries it (`<form data-contact-form>`): the script finds the forms by it. */
export const CONTACT_FORM_ATTRIBUTE = 'data-contact-form';

/** On each option of the reason's drop-down: the reason's slug, as `?objet=` gives it. */
export const REASON_SLUG_ATTRIBUTE = 'data-slug';

/** The hidden fields of a contact form that say where the visit came from (the table's columns). */
export const ORIGIN_FIELDS = ['landing_path', 'referrer_host', ...UTM_PARAMETERS] as const;

/**
 * Written by the boot entry on a contact form (issue 34): `data-filling-since`, when the visitor
 * first typed in it before its island started (ms since the epoch; the island's minimum fill time
 * counts from there, spamGuard.ts), and `data-held` while a send made before the island ran waits
 * for it (formBoot.ts).
 */
export const FILLING_SINCE_ATTRIBUTE = 'data-filling-since';
export const HELD_ATTRIBUTE = 'data-held';

/**
 * How long a send made before the island ran waits for it, at most, before the form posts itself
 * as a page without script would: the island's code is on its way (the press started it), and on a
 * slow network longer than this the plain post is the better bet.
 */
export const HOLD_FOR_ISLAND_MS = 4_000;

/**
 * The drafts of a tab (@ecole/contact, contactDraft.ts): one per reason, under this prefix, in
 * sessionStorage; and the mark a send leaves, so the form page Back brings back is emptied.
 */
export const DRAFT_KEY_PREFIX = 'ec-contact-draft:';
export const SENT_KEY = 'ec-contact-envoye';
