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

/** The row inserted into `contact_requests` (spec §7 step 1). */
export interface ContactRequestRow {
  name: string;
  email: string;
  phone: string | null;
  reason: string;
  message: string;
}

/**
 * Where the request came from, inserted with it (issue 14; columns of
 * supabase/migrations/20261124140000_contact_requests_attribution.sql). Never typed by the visitor.
 */
export interface ContactOrigin {
  landing_path?: string | null;
  form_path?: string | null;
  referrer_host?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_term?: string | null;
  utm_content?: string | null;
}

/** The body sent to the `send-contact-email` edge function (spec §7 step 2). */
export interface ContactEmailBody {
  name: string;
  email: string;
  /** 'Non renseigné' when the visitor gave none. */
  phone: string;
  reason: string;
  message: string;
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
