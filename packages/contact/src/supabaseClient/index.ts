export type { BrowserClient, SupabaseTarget } from './browserClient.ts';
export { FOLLOW_UP_FUNCTION, FORM_FUNCTION, formAction, getSupabase, type StandIn, type SupabaseEnv, supabaseConfig } from './supabaseClient.ts';
