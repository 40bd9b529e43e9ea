/**
 * Which Supabase a Node program talks to, by the rules `npm start` starts the stand-in with, so
 * that the staff commands read the very instance `npm start` runs (issue 33, point 5): before,
 * they read 127.0.0.1:54321 whatever SUPABASE_PORT said, and silently read another instance's
 * database. One function for `scripts/serve.ts` (where to start the stand-in) and every command
 * (where to read).
 *
 * - `SUPABASE_URL` (with `SUPABASE_SERVICE_ROLE_KEY`): a hosted project. A loopback address
 *   (127.0.0.1, localhost, [::1]) is a local stand-in, which the public demo key opens when no key
 *   is given; any other address needs its key: the demo key is never sent to a real project.
 * - else `SUPABASE_PORT`: the stand-in on 127.0.0.1 at that port;
 * - else the stand-in at its usual place, LOCAL_SUPABASE_URL (54321, `supabase start`'s port).
 *
 * Node only: it carries the service-role demo key (localServiceRole.ts), which no browser bundle
 * may hold.
 */
import { LOCAL_SERVICE_ROLE_KEY } from './localServiceRole.ts';
import { LOCAL_SUPABASE_URL } from './localSupabase.ts';

/** The stand-in's port when SUPABASE_PORT is unset: the Supabase CLI's. */
export const LOCAL_SUPABASE_PORT = Number(new URL(LOCAL_SUPABASE_URL).port);
/** Where `npm start` serves the site when PORT is unset. */
export const LOCAL_SITE_PORT = 3000;

export interface SupabaseTarget {
  /** The project's address, without a trailing slash. */
  url: string;
  serviceKey: string;
  /** A stand-in on this machine (a loopback address), not a hosted project. */
  local: boolean;
}

/** A setting that cannot be used as it is, said in French (the command prints it and exits 2). */
export class SettingError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** 127.0.0.1 (any 127.x), localhost or [::1]: this machine, never a hosted project. */
export function isLoopbackUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * SUPABASE_PORT as `npm start` reads it: undefined when unset, else a port (0: any free port, only
 * for the stand-in itself: a command cannot find it there).
 */
export function localSupabasePort(env: Env = process.env): number | undefined {
  const raw = set(env.SUPABASE_PORT);
  if (raw === undefined) return undefined;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65_535) {
    throw new SettingError(`SUPABASE_PORT invalide\u00a0: «\u00a0${raw}\u00a0» (un numéro de port, par exemple 54400).`);
  }
  return port;
}

/** The site's port as `npm start` reads PORT (3000 when unset). */
export function localSitePort(env: Env = process.env): number {
  const raw = set(env.PORT);
  if (raw === undefined) return LOCAL_SITE_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65_535) throw new SettingError(`PORT invalide\u00a0: «\u00a0${raw}\u00a0» (un numéro de port, par exemple 3000).`);
  return port;
}

/** The local site's origin as `npm start` serves it (HOST, PORT; 0 is any port, unknown here). */
export function localSiteOrigin(env: Env = process.env): string {
  const host = set(env.HOST) ?? '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${localSitePort(env)}`;
}

/** Where the staff commands read: see the rules above. Throws SettingError on a setting it cannot use. */
export function supabaseTarget(env: Env = process.env): SupabaseTarget {
  const url = set(env.SUPABASE_URL)?.replace(/\/+$/, '');
  const serviceKey = set(env.SUPABASE_SERVICE_ROLE_KEY);
  if (url !== undefined) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      throw new SettingError(`SUPABASE_URL invalide\u00a0: «\u00a0${url}\u00a0» (attendu https://<projet>.supabase.co).`);
    }
    const local = isLoopbackUrl(url);
    if (serviceKey === undefined && !local) {
      throw new SettingError('SUPABASE_SERVICE_ROLE_KEY manque (Dashboard Supabase → Project Settings → API Keys → service_role).');
    }
    return { url, serviceKey: serviceKey ?? LOCAL_SERVICE_ROLE_KEY, local };
  }
  if (serviceKey !== undefined) throw new SettingError('SUPABASE_URL manque (l’adresse du projet, https://<projet>.supabase.co).');
  const port = localSupabasePort(env);
  if (port === 0) {
    throw new SettingError('SUPABASE_PORT=0 laisse le Supabase local choisir son port au démarrage\u00a0: donnez l’adresse qu’il affiche dans SUPABASE_URL.');
  }
  const local = port === undefined ? LOCAL_SUPABASE_URL : `http://127.0.0.1:${port}`;
  return { url: local, serviceKey: LOCAL_SERVICE_ROLE_KEY, local: true };
}
