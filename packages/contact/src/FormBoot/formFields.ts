import { UTM_PARAMETERS } from '../VisitOrigin/index.ts';

/**
 * Shared by the boot module's script and the pages' code, kept apart from the script itself so a
 * page's bundle does not carry the script's text.
 */

/** Set on /thank-you by the form function when the form itself sent the request (`envoi=formulaire`): the contract's. */
export { SENT_BY_FORM_PARAM, SENT_BY_FORM_VALUE } from '@ecole/supabase/contact-contract';

/** The hidden fields of a contact form that say where the visit came from (the table's columns). */
export const ORIGIN_FIELDS = ['landing_path', 'referrer_host', ...UTM_PARAMETERS] as const;
