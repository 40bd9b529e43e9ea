import { UTM_PARAMETERS } from '../VisitOrigin/index.ts';

/**
 * Shared by the boot module's script and the pages' code, kept apart from the script itself so a
 * page's bundle does not carry the script's text.
 */

/** Set on /thank-you by the form function when the form itself sent the request (`envoi=formulaire`): the contract's. */
export { SENT_BY_FORM_PARAM, SENT_BY_FORM_VALUE } from '@ecole/supabase/contact-contract';

/** The hidden fields of a contact form that say where the visit came from (the table's columns). */
export const ORIGIN_FIELDS = ['landing_path', 'referrer_host', ...UTM_PARAMETERS] as const;

/**
 * Written by the boot module on a contact form (issue 34): `data-filling-since`, when the visitor
 * first typed in it before its island started (ms since the epoch; the island's minimum fill time
 * counts from there, spamGuard.ts), and `data-held` while a send made before the island ran waits
 * for it (CONTACT_FORM_BOOT_SCRIPT).
 */
export const FILLING_SINCE_ATTRIBUTE = 'data-filling-since';
export const HELD_ATTRIBUTE = 'data-held';

/**
 * How long a send made before the island ran waits for it, at most, before the form posts itself
 * as a page without script would: the island's code is on its way (the press started it), and on a
 * slow network longer than this the plain post is the better bet.
 */
export const HOLD_FOR_ISLAND_MS = 4_000;
