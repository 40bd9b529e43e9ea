import { LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH, LOCAL_SUPABASE_URL } from '@ecole/settings/localSupabase';
import type { BrowserClient, SupabaseTarget } from './browserClient.ts';

/** The local stand-in, as a build that names no Supabase project reaches it. */
export interface StandIn {
  /** From Node, where there is no page. */
  url: string;
  /** On the page's own origin, which the local proxies forward to the stand-in. */
  path: string;
  anonKey: string;
}

/**
 * The stand-in for builds that name no project (`npm start`, `npm test`, a local release), and
 * `null` in a build that names one: Vite inlines both variables, the minifier drops the
 * branch and with it the import, so the demo key is in no production bundle (issue 24). A
 * production build cannot lack them: it refuses to run (@ecole/settings, requireBuildSettings).
 */
const STAND_IN: StandIn | null =
  import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY
    ? null
    : { url: LOCAL_SUPABASE_URL, path: LOCAL_SUPABASE_PATH, anonKey: LOCAL_ANON_KEY };

/** The build's two Supabase settings. */
export type SupabaseEnv = Pick<ImportMetaEnv, 'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY'>;

/**
 * Each variable written out, so Vite inlines its value alone: a bare `import.meta.env` as a default
 * parameter inlined the whole build environment (release id, chrome digest and parts, as-of day)
 * into the form's chunk, twice (issue 25: no prerender-only data in client bundles).
 */
const BUILD_ENV: SupabaseEnv = { VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY };

/**
 * Where the form sends requests. Vite inlines `VITE_*` at build time; without them the build
 * talks to the local stand-in through the page's own origin (`/_supabase`, which the local
 * proxies forward to wherever the stand-in listens: docs/architecture.md), or straight to
 * 127.0.0.1:54321 where there is no page (Node). `||` rather than `??`: an empty variable (a CI
 * secret that is declared but unset) must fall back too, not yield `''`.
 */
export function supabaseConfig(
  env: SupabaseEnv = BUILD_ENV,
  /** The page's origin; `null` where there is no page. */
  origin: string | null = globalThis.location?.origin ?? null,
  standIn: StandIn | null = STAND_IN,
): SupabaseTarget {
  const local = standIn && (origin && origin !== 'null' ? new URL(standIn.path, origin).href : standIn.url);
  const url = env.VITE_SUPABASE_URL || local;
  const anonKey = env.VITE_SUPABASE_ANON_KEY || standIn?.anonKey;
  if (!url || !anonKey) throw new Error('Ce build ne nomme aucun projet Supabase : VITE_SUPABASE_URL et VITE_SUPABASE_ANON_KEY.');
  return { url, anonKey };
}

/** The edge function a contact form posts to when its script has not run (issue 14). */
export const FORM_FUNCTION = 'submit-contact-form';

/** The edge function the confirmation page of a staff mail's links posts to (issue 21). */
export const FOLLOW_UP_FUNCTION = 'follow-up-request';

/**
 * The `action` of a form posted to an edge function (the contact form's by default): the project's
 * endpoint, or the stand-in's on the page's own origin (`/_supabase/…`, a path, so the prerendered
 * HTML and the hydrated form agree).
 */
export function formAction(env: SupabaseEnv = BUILD_ENV, name: string = FORM_FUNCTION, standIn: StandIn | null = STAND_IN): string {
  const base = env.VITE_SUPABASE_URL ? env.VITE_SUPABASE_URL.replace(/\/+$/, '') : standIn?.path;
  if (base === undefined) throw new Error('Ce build ne nomme aucun projet Supabase : VITE_SUPABASE_URL.');
  return `${base}/functions/v1/${name}`;
}

let pending: Promise<BrowserClient> | undefined;

/**
 * The one browser client, created on first use. Its code (browserClient.ts: postgrest-js and
 * functions-js) is imported dynamically so that it lands in its own chunk: pages render and
 * hydrate without it, and the form fetches it on first focus or on submit.
 */
export function getSupabase(): Promise<BrowserClient> {
  pending ??= import('./browserClient.ts').then(({ createBrowserClient }) => createBrowserClient(supabaseConfig()));
  // A failed chunk load (flaky network) must not poison every later attempt.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
