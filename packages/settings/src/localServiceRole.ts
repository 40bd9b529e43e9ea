/**
 * The stand-in's service-role key: the PUBLIC demo value every `supabase start` prints for role
 * `service_role` (HS256, iss "supabase-demo", exp 1983812996). It bypasses RLS, so only Node code
 * imports it (the stand-in, its sweeper, the staff tools' local default, tests); it is apart from
 * localSupabase.ts so that no browser bundle, nor its source map, ever carries it.
 */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
