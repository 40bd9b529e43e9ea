export { FORM_FUNCTION, formAction, getSupabase, supabaseConfig } from './supabaseClient.ts';
