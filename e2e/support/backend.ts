import type { LeadFiguresRow } from '@ecole/campaigns';
import { LOCAL_SERVICE_ROLE_KEY } from '@ecole/settings/localServiceRole';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH, LOCAL_SUPABASE_URL } from '@ecole/settings/localSupabase';
import type { Attribution, ContactRow } from '@ecole/supabase/contact-contract';
import { readOutbox } from '@ecole/supabase-local/mailViewer';

/** A unique address per test, so parallel tests never read each other's rows or mails. */
export function uniqueEmail(tag: string): string {
  // Dots between the parts: a `-tag` is a sub-address to the acknowledgement's caps (20261128170100),
  // which would count every test's address as one mailbox.
  return `e2e.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
}

/** A stored request (the contact contract's row and where it came from), as staff read it. */
export interface StoredRequest extends ContactRow, Attribution {
  created_at: string;
}

/** The stand-in the global setup started, as the tests reach it (directly). */
export const supabaseUrl = () => process.env.E2E_SUPABASE_URL ?? LOCAL_SUPABASE_URL;

/**
 * The stand-in as the pages reach it: through the proxy, on the site's origin (the apps are built
 * without a Supabase project). What tests intercept in the browser.
 */
export const pageSupabaseUrl = () => `${process.env.BASE_URL ?? ''}${LOCAL_SUPABASE_PATH}`;

/** Reads the rows stored for one e-mail, as staff would: with the service-role key. */
export async function storedRequests(email: string): Promise<StoredRequest[]> {
  const url = `${supabaseUrl()}/rest/v1/contact_requests?select=*&email=eq.${encodeURIComponent(email)}`;
  const response = await fetch(url, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  if (!response.ok) throw new Error(`Lecture des demandes impossible : ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredRequest[];
}

/**
 * Stores a request the way the form's first call does (anon key, no read-back), without going
 * through a page: to put the database in a state, e.g. an address that reached its rate limit.
 */
export async function insertAsVisitor(row: ContactRow): Promise<void> {
  const response = await fetch(`${supabaseUrl()}/rest/v1/contact_requests`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(row),
  });
  if (!response.ok) throw new Error(`Insertion refusée : ${response.status} ${await response.text()}`);
}

export interface OutboxMail {
  to: string[] | string;
  from: string;
  reply_to?: string | string[];
  subject: string;
  html: string;
  text?: string;
}

/**
 * The school's mails about this visitor's requests (their address as Reply-To): what staff read.
 * Not the visitor's own acknowledgement (issue 21), which `acknowledgementsTo` gives.
 */
export function mailsFor(email: string): OutboxMail[] {
  return outboxMails(email).filter((mail) => [mail.reply_to].flat().includes(email));
}

/** The acknowledgements the visitor received at this address (issue 21: sent by the sweep). */
export function acknowledgementsTo(email: string): OutboxMail[] {
  return outboxMails(email).filter((mail) => [mail.to].flat().includes(email) && ![mail.reply_to].flat().includes(email));
}

/** Runs the stand-in's sweep now, as its scheduled job does (staff mails, acknowledgements, reminders). */
export async function sweepNow(): Promise<unknown> {
  const response = await fetch(`${supabaseUrl()}/functions/v1/sweep-outbox`, {
    method: 'POST',
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return await response.json();
}

/** Mails the local e-mail provider received that mention this address. */
function outboxMails(email: string): OutboxMail[] {
  return outbox().filter((mail) => JSON.stringify(mail).includes(email));
}

/** Every mail the local e-mail provider received, oldest first (the stand-in's own reader). */
export function outbox(): OutboxMail[] {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR manquant.');
  return readOutbox(dir, Number.POSITIVE_INFINITY)
    .reverse()
    .map((entry) => entry.payload as OutboxMail);
}

export interface FollowUp {
  reference: string;
  state: string;
  taken_by: string | null;
  answered_at: string | null;
  due_at: string;
  reason: string;
  created_at: string;
  closed_at: string | null;
  late_at: string | null;
  landing_path: string | null;
  utm_campaign: string | null;
}

/** The follow-up of the requests of one address, as staff read it in the dashboard (requests_followup). */
export async function followUpsOf(email: string): Promise<FollowUp[]> {
  const url = `${supabaseUrl()}/rest/v1/requests_followup?select=reference,state,taken_by,answered_at,due_at,reason,created_at,closed_at,late_at,landing_path,utm_campaign&email=eq.${encodeURIComponent(email)}`;
  const response = await fetch(url, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  if (!response.ok) throw new Error(`Lecture du suivi impossible : ${response.status} ${await response.text()}`);
  return (await response.json()) as FollowUp[];
}

/**
 * The figures public.lead_figures gives (the weekly mail's, `npm run lead-report`'s and the desk's)
 * for the requests stored within [from, to), now.
 */
export async function leadFiguresOf(from: string, to: string): Promise<LeadFiguresRow[]> {
  const response = await fetch(`${supabaseUrl()}/rest/v1/rpc/lead_figures`, {
    method: 'POST',
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_from: from, p_to: to, p_at: new Date().toISOString(), p_max_rows: 20 }),
  });
  if (!response.ok) throw new Error(`Lecture des chiffres impossible : ${response.status} ${await response.text()}`);
  return (await response.json()) as LeadFiguresRow[];
}

/** The open requests of one address in the queue staff open in the dashboard (requests_due), by due time. */
export async function dueRequests(email: string): Promise<Array<Record<string, unknown>>> {
  const url = `${supabaseUrl()}/rest/v1/requests_due?select=reason,company_name,offer_title,state&email=eq.${encodeURIComponent(email)}`;
  const response = await fetch(url, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  if (!response.ok) throw new Error(`Lecture de la file impossible : ${response.status} ${await response.text()}`);
  return (await response.json()) as Array<Record<string, unknown>>;
}

/** The link a mail's text part gives after `label :` (« Je m’en occupe », « Répondu »). */
export function linkIn(mail: OutboxMail, label: string): string {
  const found = new RegExp(`${label}\\u00a0: (\\S+)`).exec(mail.text ?? '')?.[1];
  if (!found) throw new Error(`Lien « ${label} » absent du mail « ${mail.subject} ».`);
  return found;
}
