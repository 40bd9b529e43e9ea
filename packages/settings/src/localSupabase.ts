/**
 * Where a build that names no Supabase project finds one: the local stand-in
 * (`@ecole/supabase-local`, or `supabase start`), and the key a visitor's browser sends it. The
 * one place for these facts: the browser's client (`@ecole/contact`), the proxy generators, the
 * apps' dev server and the stand-in itself read them here, so production code never depends on the
 * stand-in's package (issue 24).
 *
 * The key is the PUBLIC demo value every `supabase start` prints (an HS256 JWT signed with the
 * local-development secret, iss "supabase-demo", exp 1983812996). It is not a secret: it only opens
 * a database running on the developer's own machine. A hosted project has its own key, given to
 * the apps at build time (`VITE_SUPABASE_URL`, `VITE_SUPABASE_ANON_KEY`, deploySettings.ts); a
 * production build refuses to run without them (`requireBuildSettings`).
 *
 * Browser-safe on purpose: the apps' bundles import this file, so it imports nothing, and the
 * service-role key lives in localServiceRole.ts, which no browser code imports.
 */

/** Same port as `supabase start`, so the apps and tools work against either without a change. */
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
