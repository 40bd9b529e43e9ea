import { LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH, LOCAL_SUPABASE_URL } from '@ecole/supabase-local/keys';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Where the form sends requests. Vite inlines `VITE_*` at build time; without them the build
 * talks to the local stand-in through the page's own origin (`/_supabase`, which the local
 * proxies forward to wherever the stand-in listens: docs/architecture.md), or straight to
 * 127.0.0.1:54321 where there is no page (Node). `||` rather than `??`: an empty variable (a CI
 * secret that is declared but unset) must fall back too, not yield `''`.
 */
export function supabaseConfig(
  env: ImportMetaEnv = import.meta.env,
  /** The page's origin; `null` where there is no page. */
  origin: string | null = globalThis.location?.origin ?? null,
): { url: string; anonKey: string } {
  const local = origin && origin !== 'null' ? new URL(LOCAL_SUPABASE_PATH, origin).href : LOCAL_SUPABASE_URL;
  return {
    url: env.VITE_SUPABASE_URL || local,
    anonKey: env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  };
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
export function formAction(env: ImportMetaEnv = import.meta.env, name: string = FORM_FUNCTION): string {
  const base = env.VITE_SUPABASE_URL ? env.VITE_SUPABASE_URL.replace(/\/+$/, '') : LOCAL_SUPABASE_PATH;
  return `${base}/functions/v1/${name}`;
}

let pending: Promise<SupabaseClient> | undefined;

/**
 * The one browser client, created on first use. supabase-js is imported dynamically so that it
 * lands in its own chunk: pages render and hydrate without it, and the form fetches it on first
 * focus or on submit.
 */
export function getSupabase(): Promise<SupabaseClient> {
  pending ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = supabaseConfig();
    return createClient(url, anonKey, {
      // Visitors never log in: no session to store, refresh, or read from the URL.
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  });
  // A failed chunk load (flaky network) must not poison every later attempt.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
