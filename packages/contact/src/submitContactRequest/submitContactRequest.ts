import { cleanPath } from '@ecole/browser/VisitOrigin';
import { NO_PHONE } from '@ecole/supabase/contact-contract';
import type { ContactClient, ContactEmailBody, ContactOrigin, ContactRequestRow, ContactValues, OfferColumns } from './contactClient.ts';
import type { ProofLane } from './proofOfWork.ts';

/** What the school's mail shows when the visitor left the phone empty (spec §7 step 2). */
export { NO_PHONE };

/**
 * `refused`: the database turned the request away because too many were sent (its flood budget:
 * per address, per connection, or for everyone). Retrying at once would be refused again; the
 * visitor is told so and given the school's e-mail and phone.
 */
export type SubmitOutcome = 'sent' | 'failed' | 'refused';

/**
 * The error code of the budget's refusals (supabase/migrations/20261124130200_contact_requests_flood_budget.sql): PL/pgSQL's
 * `raise exception`, which PostgREST answers with 400 and this code. The table raises nothing
 * else with it; a CHECK violation is 23514.
 */
export const BUDGET_REFUSAL_CODE = 'P0001';

/**
 * How long the visitor waits for the mail function once the request is stored. A function that
 * hangs must not keep the form on 'Envoi en cours...' (the visitor would reload and send it
 * again); the request is stored, so the flow goes on to the success after this delay.
 */
export const EMAIL_FUNCTION_WAIT_MS = 10_000;

export interface SubmitOptions {
  /** Overrides EMAIL_FUNCTION_WAIT_MS (tests). */
  emailWaitMs?: number;
  /** Where the request came from (VisitOrigin and the form's page), stored with it. */
  origin?: ContactOrigin;
  /**
   * Where to earn the way in when the database says the budget of this connection or of the
   * whole site is used up (proofOfWork.ts). Without it, such a request is `refused`.
   */
  proof?: ProofLane;
  /**
   * A job offer's details (the form of /pme), stored with the request in the same insert; the
   * mail call stays the specification's five values, the function mails the stored row.
   */
  offer?: OfferColumns;
}

/** The budgets a proof of work lifts (the database's `details`); not the per-address one. */
const PROVABLE = new Set(['client', 'global']);

/** The origin columns worth sending: the known ones only, a form path the table accepts. */
function originColumns(origin: ContactOrigin | undefined): ContactOrigin {
  if (!origin) return {};
  const columns: ContactOrigin = { ...origin, form_path: cleanPath(origin.form_path) };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== null && value !== undefined));
}

/** Trimmed values: a name made of spaces is no name, and the database bounds count trimmed text. */
export function toContactRow(values: ContactValues): ContactRequestRow {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phone === '' ? null : phone,
    reason: values.reason.trim(),
    message: values.message.trim(),
  };
}

export function toEmailBody(row: ContactRequestRow): ContactEmailBody {
  return { ...row, phone: row.phone ?? NO_PHONE };
}

/** The budget the database says was used up (`address`, `client`, `global`), or null for another error. */
function budgetRefusal(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, details } = error as { code?: unknown; details?: unknown };
  return code === BUDGET_REFUSAL_CODE ? (typeof details === 'string' ? details : '') : null;
}

/**
 * The contact flow's two calls, in the specification's order (spec §7):
 * 1. insert the request; its failure is the only failure the visitor hears about;
 * 2. ask the edge function to mail the school; its failure is swallowed, because the request is
 *    already stored and staff read the table anyway.
 * Beyond the budget of this connection or of the whole site, the insert is refused: the request
 * then goes through the proof-of-work lane (`proof`), which stores and mails it in one call.
 */
export async function submitContactRequest(
  client: ContactClient,
  values: ContactValues,
  { emailWaitMs = EMAIL_FUNCTION_WAIT_MS, origin, proof, offer }: SubmitOptions = {},
): Promise<SubmitOutcome> {
  const row = toContactRow(values);
  // Beside the visitor's values: where the request came from and, for an offer, its details.
  const columns = { ...originColumns(origin), ...offer };
  try {
    // No `.select()`: anon may insert but not read back (RLS + column grants), so asking for the
    // inserted row would turn every success into a permission error.
    // The origin goes with the row, not with the mail call: the function mails the stored row.
    const { error } = await client.from('contact_requests').insert({ ...row, ...columns });
    if (error) {
      const budget = budgetRefusal(error);
      if (budget === null) return 'failed';
      if (!proof || !PROVABLE.has(budget)) return 'refused';
      // Loaded only now: no page downloads the proof of work until a request needs one.
      const { sendWithProof } = await import('./proofOfWork.ts');
      return await sendWithProof(row, columns, proof);
    }
  } catch {
    // A network failure rejects instead of returning `{ error }` in some client versions.
    return 'failed';
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      client.functions.invoke('send-contact-email', { body: toEmailBody(row) }),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, emailWaitMs))),
    ]);
  } catch {
    // Ignored on purpose (spec §8: "E-mail function failure: swallowed, no message").
  } finally {
    clearTimeout(timer);
  }
  return 'sent';
}
