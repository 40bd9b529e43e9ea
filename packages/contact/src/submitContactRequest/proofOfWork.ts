import { PROOF_FIELD } from '@ecole/supabase/contact-contract';
import type { ContactOrigin, ContactRequestRow, OfferColumns } from './contactClient.ts';

/**
 * Beyond the flood budget (too many requests from this connection, or for the whole site), the
 * request is not refused: the browser earns its way in with a proof of work (issue 23; ALTCHA's
 * model, docs/architecture.md, « Decision revisited »). The backend's form function hands out
 * a challenge, the browser spends about a second of a mid-range phone on it (PBKDF2 through Web
 * Crypto, off the main thread), and sends the request again to that function with the solution;
 * the function checks it, stores the request and mails it. Nothing to click, no third party, no
 * cookie.
 */
export interface ProofLane {
  /** The form function (`formAction()`): `GET <endpoint>/challenge`, then `POST <endpoint>`. */
  endpoint: string;
  /** Called once the browser starts working on a challenge (the form says so). */
  onProving?: () => void;
  /** Tests hand in their own (Node's, bound to a simulated visitor's address). */
  fetch?: typeof fetch;
}

/** The field the function reads the solution from (ALTCHA's name; the contact contract's). */
export { PROOF_FIELD };

export type ProvedOutcome = 'sent' | 'failed' | 'refused';

/** A challenge that is not solved within this time is given up (the visitor gets the error toast). */
const SOLVE_TIMEOUT_MS = 60_000;

/** The browser's own measure of each solve (the end-to-end tests read it: docs/red-team.md). */
export const SOLVE_MEASURE = 'ec:preuve-de-travail';

async function solve(challenge: unknown): Promise<string | null> {
  // Loaded only now: no page pays for it until a request is beyond the budget.
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
  const typed = challenge as Parameters<typeof solveChallenge>[0]['challenge'];
  const started = performance.now();
  const solution = await solveChallenge({ challenge: typed, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  performance.measure(SOLVE_MEASURE, { start: started, end: performance.now() });
  return solution === null ? null : btoa(JSON.stringify({ challenge: typed, solution }));
}

/** One attempt: a challenge, its solution, the request. `retry` when the proof itself was refused. */
async function attempt(body: Record<string, unknown>, lane: ProofLane, doFetch: typeof fetch): Promise<ProvedOutcome | 'retry'> {
  const issued = await doFetch(`${lane.endpoint}/challenge`, { method: 'GET', headers: { accept: 'application/json' } });
  // No challenge once this connection has sent the most proved requests the site takes (issue
  // 34, `plafond`): the visitor is told too many were sent, as for any budget.
  if (issued.status === 429) return 'refused';
  if (!issued.ok) return 'failed';
  lane.onProving?.();
  const proof = await solve(await issued.json());
  if (proof === null) return 'failed';
  const answer = await doFetch(lane.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...body, [PROOF_FIELD]: proof }),
  });
  if (answer.ok) return 'sent';
  if (answer.status === 429) return 'refused';
  const { code } = ((await answer.json().catch(() => ({}))) ?? {}) as { code?: unknown };
  return code === 'preuve-refusee' ? 'retry' : 'failed';
}

/**
 * Sends the request through the proof-of-work lane. `refused`: the per-address budget, or the
 * connection's ceiling of proved requests, which no proof lifts; `failed`: anything else that
 * kept it from being stored. A proof the function refuses (expired while the tab slept, already
 * used, priced below what the site asks now) is tried once more with a new challenge.
 */
/** `columns`: where the request came from and, for a job offer, its details (the form's own fields). */
export async function sendWithProof(row: ContactRequestRow, columns: ContactOrigin & Partial<OfferColumns>, lane: ProofLane): Promise<ProvedOutcome> {
  const doFetch = lane.fetch ?? fetch;
  // The function reads what the form would post: an empty phone is none.
  const body = { ...columns, ...row, phone: row.phone ?? '' };
  try {
    const first = await attempt(body, lane, doFetch);
    if (first !== 'retry') return first;
    const second = await attempt(body, lane, doFetch);
    return second === 'retry' ? 'failed' : second;
  } catch {
    // Offline, the function unreachable, or its answer unreadable: nothing was stored.
    return 'failed';
  }
}
