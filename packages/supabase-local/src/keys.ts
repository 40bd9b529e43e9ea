// The stand-in's address and demo keys are defined once in @ecole/settings, which the site's
// production code reads without depending on this package (issue 24); the stand-in imports them
// from there too.

export { LOCAL_SERVICE_ROLE_KEY } from '@ecole/settings/localServiceRole';
export { LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH, LOCAL_SUPABASE_URL } from '@ecole/settings/localSupabase';
