import { writeFileSync } from 'node:fs';
import { supabaseTarget } from '@ecole/settings/supabaseTarget';
import { HEADERS, toCells } from './columns.ts';
import { toCsv } from './csv.ts';
import { type Connection, type ContactRequestRow, fetchContactRequests } from './requests.ts';

/**
 * Where to read, by the rules `npm start` follows (@ecole/settings/supabaseTarget): SUPABASE_URL
 * and SUPABASE_SERVICE_ROLE_KEY, else the local stand-in at SUPABASE_PORT or 54321 with its public
 * demo key. A hosted project's URL without its key is an error (SettingError): the demo key is
 * never sent to a real project. The commands print where they read (`databaseTarget`, @ecole/cli).
 */
export function connectionFromEnv(env: NodeJS.ProcessEnv = process.env): Connection {
  return supabaseTarget(env);
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
