import { supabaseConfig } from '@ecole/contact/supabaseClient';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * The desk's one Supabase client: the whole supabase-js, since staff sign in (Auth) and read
 * through their session (REST, row security decides). The same project and public key as the
 * site's forms (`supabaseConfig`: the build's settings, else the local stand-in through
 * `/_supabase` on this origin). The session is kept in this browser's localStorage and refreshed
 * by the client itself; the backend ends it after a working day idle (docs/staff-sign-in.md).
 */
export function createDeskClient(target = supabaseConfig()): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: 'ecole-equipe-session' },
  });
}

let client: SupabaseClient | undefined;

export function deskClient(): SupabaseClient {
  client ??= createDeskClient();
  return client;
}
