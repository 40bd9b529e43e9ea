import { LOCAL_ANON_KEY } from '@ecole/settings/localSupabase';
import { createBrowserClient } from '../supabaseClient/browserClient.ts';

/** The browser's client, as getSupabase() builds it, pointed at a test's stand-in (`fetch`: the page's). */
export function visitorClient(url: string, fetch?: typeof globalThis.fetch) {
  return createBrowserClient({ url, anonKey: LOCAL_ANON_KEY }, fetch);
}
