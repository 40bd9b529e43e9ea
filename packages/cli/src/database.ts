import { LOCAL_SUPABASE_URL } from '@ecole/settings/localSupabase';
import { isLoopbackUrl, type SupabaseTarget, supabaseTarget } from '@ecole/settings/supabaseTarget';
import { CommandError } from './errors.ts';
import { warn } from './terminalText.ts';

export type { SupabaseTarget } from '@ecole/settings/supabaseTarget';

/** What every command's usage says about where it reads, in the same words. */
export const DATABASE_USAGE = `Base lue\u00a0: le projet de SUPABASE_URL avec SUPABASE_SERVICE_ROLE_KEY\u00a0; sans elles, le Supabase local
que lance «\u00a0npm start\u00a0» (port SUPABASE_PORT, 54321 par défaut) avec sa clé de démonstration.`;

/** The line every command that reads the database prints first, on stderr. */
export function targetLine(target: SupabaseTarget): string {
  return `Base lue\u00a0: ${target.url} (${target.local ? 'Supabase local' : 'projet Supabase hébergé'})`;
}

/**
 * Where the command reads (`supabaseTarget`, the rules of `npm start`), said first on stderr so
 * that nobody reads another instance's database without knowing it (issue 33, point 5).
 */
export function databaseTarget(env: Readonly<Record<string, string | undefined>> = process.env): SupabaseTarget {
  const target = supabaseTarget(env);
  warn(targetLine(target));
  return target;
}

/** What to say when nothing answers at the target: for the stand-in, how to start it. */
export function unreachableMessage(target: { url: string; local?: boolean }): string {
  if (!(target.local ?? isLoopbackUrl(target.url))) {
    return `Projet Supabase injoignable (${target.url})\u00a0: vérifiez SUPABASE_URL et la connexion à Internet, puis relancez la commande.`;
  }
  const port = new URL(target.url).port;
  const start = target.url === LOCAL_SUPABASE_URL ? '«\u00a0npm start\u00a0»' : `«\u00a0SUPABASE_PORT=${port} npm start\u00a0»`;
  return `Le Supabase local ne tourne pas sur ${target.url}\u00a0: lancez-le avec ${start} dans un autre terminal, puis relancez cette commande.`;
}

/** What a command calls the project: its address and key; `local` when known (else from the address). */
export interface Target {
  url: string;
  serviceKey: string;
  local?: boolean;
}

/** The sentence for a key the project refused (HTTP 401 or 403). */
export function refusedKeyMessage(status: number): string {
  return `Accès refusé (HTTP ${status})\u00a0: SUPABASE_SERVICE_ROLE_KEY doit être la clé service_role de ce projet.`;
}

/**
 * A call to the project's HTTP API with the service-role key, the one place where a network
 * failure, a key that is not one, or a refused key become French sentences (CommandError); any other
 * answer is the caller's to read.
 */
export async function supabaseFetch(target: Target, path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${target.url.replace(/\/+$/, '')}${path}`, {
      ...init,
      headers: {
        apikey: target.serviceKey,
        authorization: `Bearer ${target.serviceKey}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  } catch (error) {
    // fetch refuses a header value before sending (a key pasted with a line break, quotes or « »):
    // that is the key's fault, not the network's.
    if (error instanceof TypeError && /header/i.test(error.message) && (error as { cause?: unknown }).cause === undefined) {
      throw new CommandError(
        'SUPABASE_SERVICE_ROLE_KEY n’est pas une clé\u00a0: elle contient des caractères interdits (un retour à la ligne, des guillemets\u00a0?). Copiez-la de nouveau.',
      );
    }
    throw new CommandError(unreachableMessage(target));
  }
  if (response.status === 401 || response.status === 403) throw new CommandError(refusedKeyMessage(response.status));
  return response;
}

/**
 * The JSON body of an answer; a page that is not JSON means the address is not a Supabase project
 * (SUPABASE_URL pointing at the site, or another program on the port).
 */
export async function answerJson<T>(response: Response, target: { url: string }): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new CommandError(
      `La réponse de ${target.url} n’est pas celle d’un Supabase (pas du JSON)\u00a0: l’adresse désigne-t-elle bien le projet, ou le Supabase local (et non le site)\u00a0?`,
    );
  }
}

/**
 * A refusal of the database, in French first (`what`: « la lecture des demandes »): PostgREST's
 * `{ code, message }` gives the code, its message (PostgreSQL's, often English) follows as a detail
 * for whoever fixes it.
 */
export function refusalMessage(what: string, status: number, body: string): string {
  let detail = body.slice(0, 300);
  let code: string | undefined;
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof parsed.code === 'string') code = parsed.code;
    if (typeof parsed.message === 'string') detail = parsed.message.slice(0, 300);
  } catch {
    // not PostgREST's JSON: the text, cut
  }
  return `La base a refusé ${what} (HTTP ${status}${code === undefined ? '' : `, code ${code}`}). Détail\u00a0: ${detail}`;
}

/**
 * The time it is for the database read: the local stand-in's own clock when it was moved (`npm run
 * local-clock`, /__local/clock), so that a report computed here agrees with what the database and
 * the desk say; the real time for a hosted project, or when the answer says nothing.
 */
export async function databaseNow(target: { url: string; local?: boolean }): Promise<number> {
  if (!(target.local ?? isLoopbackUrl(target.url))) return Date.now();
  try {
    const answer = await fetch(`${target.url.replace(/\/+$/, '')}/__local/clock`);
    const { offset_ms: offset } = (await answer.json()) as { offset_ms?: unknown };
    return typeof offset === 'number' ? Date.now() + offset : Date.now();
  } catch {
    return Date.now();
  }
}
