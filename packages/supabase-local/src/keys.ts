/**
 * Where the site finds Supabase when no project is configured, and the keys it sends there.
 *
 * These are the PUBLIC demo values every `supabase start` prints (HS256 JWTs signed with the
 * local-development secret, iss "supabase-demo", exp 1983812996). They are not secrets: they
 * only open a database running on the developer's own machine. A hosted project has its own keys,
 * given to the apps at build time (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY).
 *
 * Browser-safe on purpose: the apps' bundles import this file, so it imports nothing.
 */

/** Same port as `supabase start`, so the apps work against either without a change. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * Where the apps built without a Supabase project reach the stand-in: this path on the site's own
 * origin, which every local proxy (`npm start`, `npm run dev`, the e2e nginx) forwards to the
 * stand-in wherever it listens. A fixed port baked into the build would tie every build to
 * 54321: a second stand-in (the e2e run beside a running `npm start`) or `SUPABASE_PORT` would
 * leave the forms calling the wrong one. Production builds name their project instead.
 */
export const LOCAL_SUPABASE_PATH = '/_supabase';

/** Role `anon`: what a visitor's browser holds. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Role `service_role`: bypasses RLS; staff tools, the edge function and tests only. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
