// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { toContactRow, toEmailBody } from '../submitContactRequest/index.ts';
import { createBrowserClient } from './browserClient.ts';

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each request and answers as PostgREST (201, no body) and a function do. */
function recordingFetch() {
  const requests: Recorded[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    requests.push({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body: text ? JSON.parse(text) : undefined });
    return request.url.includes('/rest/') ? new Response(null, { status: 201 }) : Response.json({ ok: true });
  };
  return { fetch, requests };
}

/** supabase-js insists on a realtime transport at creation in Node 20; the calls never open one. */
class NoRealtime {
  constructor() {
    throw new Error('The contact flow does not use realtime.');
  }
}

/** The specification's two calls (§7), as the form makes them, through `client`. */
async function twoCalls(client: Pick<ReturnType<typeof createBrowserClient>, 'from' | 'functions'>) {
  const row = toContactRow({ name: 'Camille Martin', email: 'camille@example.fr', phone: '', reason: 'Formation IA', message: 'Bonjour' });
  const inserted = await client.from('contact_requests').insert({ ...row, form_path: '/contact' });
  const invoked = await client.functions.invoke('send-contact-email', { body: toEmailBody(row) });
  return { insertError: inserted.error, invokeError: invoked.error };
}

/** What identifies the library rather than the call (`X-Client-Info`: `supabase-js/…` or `postgrest-js/…`). */
const withoutClientInfo = (requests: Recorded[]) => requests.map(({ headers: { 'x-client-info': _, ...headers }, ...rest }) => ({ ...rest, headers }));

describe('the browser’s Supabase client', () => {
  const target = { url: 'https://abcd.supabase.co', anonKey: 'public-anon-key' };

  it('sends the specification’s two calls exactly as supabase-js does: addresses, key, headers, bodies', async () => {
    const ours = recordingFetch();
    const theirs = recordingFetch();
    const supabaseJs = createClient(target.url, target.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as never },
      global: { fetch: theirs.fetch },
    });
    expect(await twoCalls(createBrowserClient(target, ours.fetch))).toEqual({ insertError: null, invokeError: null });
    expect(await twoCalls(supabaseJs)).toEqual({ insertError: null, invokeError: null });

    expect(withoutClientInfo(ours.requests)).toEqual(withoutClientInfo(theirs.requests));
    expect(ours.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST https://abcd.supabase.co/rest/v1/contact_requests',
      'POST https://abcd.supabase.co/functions/v1/send-contact-email',
    ]);
    for (const { headers } of ours.requests) expect(headers).toMatchObject({ apikey: 'public-anon-key', authorization: 'Bearer public-anon-key' });
  });

  it('keeps the project’s path, with or without a trailing slash (the stand-in’s /_supabase)', async () => {
    const { fetch, requests } = recordingFetch();
    for (const url of ['http://127.0.0.1:3000/_supabase', 'http://127.0.0.1:3000/_supabase/']) {
      await createBrowserClient({ url, anonKey: 'k' }, fetch).functions.invoke('follow-up-request', { body: {} });
    }
    expect(requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:3000/_supabase/functions/v1/follow-up-request',
      'http://127.0.0.1:3000/_supabase/functions/v1/follow-up-request',
    ]);
  });
});
