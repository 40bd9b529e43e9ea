import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Agent, fetch as undiciFetch } from 'undici';
import WebSocket from 'ws';
import type { OutboxEntry } from '../src/outbox.ts';

export function tempDir(tag: string): string {
  return mkdtempSync(join(tmpdir(), `ecole-supabase-local-${tag}-`));
}

/** supabase-js as the site (anon) or staff (service_role) use it; Node 20 has no global WebSocket. */
export function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/**
 * supabase-js as a visitor on another machine uses it: its connections leave from `address`, one
 * of the loopback addresses 127.0.0.0/8 (all of them reach 127.0.0.1 on Linux), so the stand-in
 * sees, and hands the database as the client's address, a different client per address. Nothing
 * is trusted from the request itself, as on Supabase.
 */
export function clientFrom(url: string, key: string, address: string): SupabaseClient {
  const dispatcher = new Agent({ localAddress: address });
  const boundFetch = ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher } as Parameters<typeof undiciFetch>[1])) as unknown as typeof fetch;
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: boundFetch },
  });
}

/** The loopback address of the `index`-th visitor (127.0.1.1, 127.0.1.2, …), never 127.0.0.1. */
export function visitorAddress(index: number): string {
  return `127.0.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`;
}

export function outboxEntries(dir: string): OutboxEntry[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxEntry);
}

/**
 * A request body the form could send, unique per call so tests never read each other's rows. Its
 * address is one mailbox of its own (dots, not `-` or `+`, which the acknowledgement's caps count
 * as one mailbox's sub-addresses: 20261128170100).
 */
export function contactRequest(overrides: Record<string, unknown> = {}) {
  const tag = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'Camille Martin',
    email: `camille.${tag}@exemple.fr`,
    phone: '06 12 34 56 78',
    reason: 'Formation IA',
    message: 'Bonjour, je souhaite des informations sur la formation.',
    ...overrides,
  };
}
