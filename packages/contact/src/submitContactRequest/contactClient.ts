import type { Attribution, ContactRow, EXPERIMENT_FIELD } from '@ecole/supabase/contact-contract';
import type { OfferColumns } from '@ecole/supabase/job-offer';

export type { OfferColumns };

/** What the visitor typed, as the form holds it. */
export interface ContactValues {
  name: string;
  email: string;
  /** Optional: an empty string means "not given". */
  phone: string;
  reason: string;
  message: string;
}

/** The row inserted into `contact_requests` (spec §7 step 1): the contact contract's row. */
export type ContactRequestRow = ContactRow;

/**
 * Where the request came from, inserted with it (issue 14; the contract's attribution columns),
 * and the experiment variant of the page the form is on (issue 37). Never typed by the visitor; a
 * column the visit did not tell is left out.
 */
export type ContactOrigin = Partial<Attribution> & { [EXPERIMENT_FIELD]?: string | null };

/** The body sent to the `send-contact-email` edge function (spec §7 step 2). */
export interface ContactEmailBody extends Omit<ContactRow, 'phone'> {
  /** `NO_PHONE` ('Non renseigné') when the visitor gave none. */
  phone: string;
}

/**
 * The two calls the form makes, and nothing more: a structural slice of the browser's client
 * (`BrowserClient`, supabaseClient/browserClient.ts) so it fits as is (checked by a type test) and
 * stories or tests can hand in a stand-in.
 */
export interface ContactClient {
  from(table: 'contact_requests'): {
    /** A job offer's row carries its details too (@ecole/supabase/job-offer). */
    insert(row: ContactRequestRow & ContactOrigin & Partial<OfferColumns>): PromiseLike<{ error: unknown }>;
  };
  functions: {
    invoke(name: 'send-contact-email', options: { body: ContactEmailBody }): Promise<{ error: unknown }>;
  };
}
