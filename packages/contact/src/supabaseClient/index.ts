export { getSupabase, supabaseConfig } from './supabaseClient.ts';
