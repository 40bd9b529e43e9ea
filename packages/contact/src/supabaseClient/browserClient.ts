import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';

/** Where a client talks to: the project's address and its public (anon) key. */
export interface SupabaseTarget {
  url: string;
  anonKey: string;
}

/**
 * The browser's Supabase client: the data interface and the functions, the two parts of
 * supabase-js the site calls (spec §7), built as supabase-js builds them (SupabaseClient.ts in
 * @supabase/supabase-js 2.109.0: `rest/v1` and `functions/v1` under the project's address, the key
 * as `apikey` and as the bearer token when no one is signed in). The visitors never sign in, so the
 * auth, storage and realtime clients supabase-js also creates were dead weight: 5.7 KB gzip
 * instead of 50.2 KB (issue 25; KB = 1 024 bytes, gzip 9). Supabase documents both packages for
 * « bundle-sensitive environments ».
 *
 * Any table and any function: the contact form inserts into `contact_requests` and invokes
 * `send-contact-email` (ContactClient is the slice it needs), and other forms may call others.
 */
export interface BrowserClient {
  from: PostgrestClient['from'];
  functions: FunctionsClient;
}

export function createBrowserClient({ url, anonKey }: SupabaseTarget, fetch?: typeof globalThis.fetch): BrowserClient {
  const base = url.endsWith('/') ? url : `${url}/`;
  // A fresh object for each client: FunctionsClient keeps and may change the one it is given.
  const headers = () => ({ apikey: anonKey, Authorization: `Bearer ${anonKey}` });
  // `schema` as supabase-js sets it by default: PostgREST then gets the same Content-Profile header.
  const rest = new PostgrestClient(new URL('rest/v1', base).href, { headers: headers(), schema: 'public', ...(fetch ? { fetch } : {}) });
  return {
    from: rest.from.bind(rest),
    functions: new FunctionsClient(new URL('functions/v1', base).href, { headers: headers(), ...(fetch ? { customFetch: fetch } : {}) }),
  };
}
