import { writeFileSync } from 'node:fs';
import { LOCAL_SERVICE_ROLE_KEY } from '@ecole/settings/localServiceRole';
import { LOCAL_SUPABASE_URL } from '@ecole/settings/localSupabase';
import { HEADERS, toCells } from './columns.ts';
import { toCsv } from './csv.ts';
import { type Connection, type ContactRequestRow, ExportError, fetchContactRequests } from './requests.ts';

/**
 * Where to read: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or the local stand-in with its
 * public demo key when neither is set. A real project's URL without its key is an error: the
 * demo key must never be sent to a real project (it would be refused anyway).
 */
export function connectionFromEnv(env: NodeJS.ProcessEnv = process.env): Connection {
  const url = env.SUPABASE_URL?.trim() || undefined;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim() || undefined;
  if (url === undefined && serviceKey === undefined) return { url: LOCAL_SUPABASE_URL, serviceKey: LOCAL_SERVICE_ROLE_KEY };
  if (url === undefined) throw new ExportError('SUPABASE_URL manque (l’adresse du projet, https://<projet>.supabase.co).');
  if (serviceKey === undefined) {
    throw new ExportError('SUPABASE_SERVICE_ROLE_KEY manque (Dashboard Supabase → Project Settings → API Keys → service_role).');
  }
  return { url, serviceKey };
}

export interface ExportResult {
  rows: ContactRequestRow[];
  /** The file written, when one was asked for. */
  out?: string;
}

/** Reads the requests and, with `out`, writes them as a CSV Excel opens in French. */
export async function exportRequests(connection: Connection, options: { since?: string; out?: string } = {}): Promise<ExportResult> {
  const rows = await fetchContactRequests(connection, { since: options.since });
  if (options.out !== undefined) writeFileSync(options.out, toCsv(HEADERS, rows.map(toCells)), 'utf8');
  return { rows, out: options.out };
}
