import { readVisitOrigin } from '@ecole/browser/VisitOrigin';
import type { ContactReason } from '@ecole/content';
import { offerColumns } from '../OfferFields/validateOffer.ts';
import { type ContactClient, type SubmitOutcome, submitContactRequest } from '../submitContactRequest/index.ts';
import { formAction, getSupabase } from '../supabaseClient/index.ts';
import type { FormCheck } from './checkForm.ts';
import type { FormMode } from './formMode.ts';

export interface SendOptions {
  mode: FormMode;
  /** The path of the page the form is on, for the request's attribution. */
  pagePath: string;
  experimentVariant?: string;
  /** A stand-in (stories, tests); otherwise supabase-js, loaded now if the focus has not yet. */
  client?: ContactClient;
  /** The database asked for a proof of work: the browser is working on it. */
  onProving: () => void;
}

/** Sends a checked form with where the visit came from; never throws (an unreachable client is a failure). */
export async function sendRequest(
  check: FormCheck & { reason: ContactReason },
  { mode, pagePath, experimentVariant, client, onProving }: SendOptions,
): Promise<SubmitOutcome> {
  try {
    // Where the visit came from (first page of the tab, utm_*, referring host) and this page.
    const origin = { ...readVisitOrigin(), form_path: pagePath, ...(experimentVariant ? { experiment_variant: experimentVariant } : {}) };
    // Beyond the flood budget, the form function takes the request with a proof of work.
    const proof = { endpoint: formAction(), onProving };
    const details = mode.kind === 'offer' ? { offer: offerColumns(check.offerValues) } : {};
    return await submitContactRequest(client ?? (await getSupabase()), { ...check.values, reason: check.reason }, { origin, proof, ...details });
  } catch {
    // The client chunk could not be downloaded (offline): nothing was sent.
    return 'failed';
  }
}
