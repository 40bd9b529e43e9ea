// What the Auth tests share: the desk's client as the staff desk will create it, the code read
// from the outbox, and staff created through the admin API as `npm run staff` does.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { Agent, fetch as undiciFetch } from 'undici';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../src/keys.ts';
import { outboxEntries } from './helpers.ts';

/**
 * supabase-js as the desk uses it: the session kept in memory, no timer (tests refresh when they
 * mean to), and, with `address`, its connections leaving from that loopback address so the
 * stand-in counts it as its own client (helpers.ts, clientFrom).
 */
export function desk(url: string, address?: string): SupabaseClient {
  const dispatcher = address === undefined ? undefined : new Agent({ localAddress: address });
  const boundFetch =
    dispatcher === undefined
      ? undefined
      : (((input: string | URL, init?: RequestInit) =>
          undiciFetch(input, { ...(init as object), dispatcher } as Parameters<typeof undiciFetch>[1])) as unknown as typeof fetch);
  return createClient(url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    ...(boundFetch === undefined ? {} : { global: { fetch: boundFetch } }),
  });
}

export function admin(url: string): SupabaseClient {
  return createClient(url, LOCAL_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** The code mails sent to `email`, oldest first. */
export function codeMails(outboxDir: string, email: string) {
  return outboxEntries(outboxDir).filter((entry) => {
    const to = entry.payload.to;
    return (Array.isArray(to) ? to : [to]).includes(email);
  });
}

/** The code of the last mail to `email`, read as a person reads it. */
export function lastCode(outboxDir: string, email: string): string {
  const mails = codeMails(outboxDir, email);
  const text = mails.at(-1)?.payload.text;
  const code = typeof text === 'string' ? /^\s+(\d{6})$/m.exec(text)?.[1] : undefined;
  if (code === undefined) throw new Error(`Aucun code envoyé à ${email}`);
  return code;
}

let counter = 0;
/** A staff address of its own for each test, so tests never read each other's mails. */
export function staffAddress(tag: string): string {
  counter += 1;
  return `${tag}-${counter}-${Math.random().toString(36).slice(2, 7)}@ecole.example`;
}
