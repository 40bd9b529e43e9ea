import { LOCAL_ANON_KEY } from '@ecole/supabase-local';
import { createClient } from '@supabase/supabase-js';

/**
 * Node 20 has no global WebSocket and supabase-js insists on a realtime transport at creation.
 * The contact flow never opens realtime (browsers have a native WebSocket anyway): this one
 * fails loudly if that ever changes.
 */
class NoRealtime {
  constructor() {
    throw new Error('The contact flow does not use realtime.');
  }
}

/** The browser's client, as getSupabase() builds it, pointed at a test's stand-in (`fetch`: the page's). */
export function visitorClient(url: string, fetch?: typeof globalThis.fetch) {
  return createClient(url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
    ...(fetch ? { global: { fetch } } : {}),
  });
}
