import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticateRest } from './auth.ts';
import { readBody, sendJson } from './http.ts';
import { offsetError } from './localClock.ts';
import type { SweepOutcome } from './sweeper.ts';

/**
 * `/__local/clock`, what `npm run local-clock` talks to while the stand-in runs (a hosted project
 * has nothing like it): `GET` answers the stand-in's time, its offset from the real time and the
 * site it was told (`site_origin`, which `npm run mails` names the mail viewer on);
 * `POST {"offset_ms": …}` with the service-role key moves it and answers the same, with what the
 * sweep run at once on the new time did (`sweep`, when periodic sweeps are on).
 */
export async function handleClock(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  stand: {
    clock: { readonly offsetMs: number };
    setClock(offsetMs: number): Promise<SweepOutcome | undefined>;
    now(): number;
    siteOrigin(): string | undefined;
  },
): Promise<void> {
  const state = () => ({ offset_ms: stand.clock.offsetMs, now: new Date(stand.now()).toISOString(), site_origin: stand.siteOrigin() ?? null });
  if (request.method === 'GET' || request.method === 'HEAD') return sendJson(response, 200, state());
  if (request.method !== 'POST') return sendJson(response, 405, { message: 'GET ou POST' }, { Allow: 'GET, POST' });
  const caller = await authenticateRest(request, url, stand.now());
  if (!caller.ok) return sendJson(response, caller.refusal.status, caller.refusal.body, caller.refusal.headers);
  if (caller.caller.role !== 'service_role') return sendJson(response, 403, { message: 'Seule la clé service_role règle l’horloge locale.' });
  let offset: unknown;
  try {
    offset = (JSON.parse((await readBody(request, 1024)).toString('utf8')) as { offset_ms?: unknown }).offset_ms;
  } catch {
    return sendJson(response, 400, { message: 'Corps attendu\u00a0: {"offset_ms": <millisecondes>}.' });
  }
  const wrong = typeof offset === 'number' ? offsetError(offset) : 'offset_ms doit être un nombre entier de millisecondes.';
  if (wrong !== undefined) return sendJson(response, 400, { message: wrong });
  const sweep = await stand.setClock(offset as number);
  sendJson(response, 200, { ...state(), ...(sweep === undefined ? {} : { sweep: sweep.body }) });
}
