export { FOLLOW_UP_FUNCTION, FORM_FUNCTION, formAction, getSupabase, supabaseConfig } from './supabaseClient.ts';
