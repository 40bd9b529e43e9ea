#!/usr/bin/env -S npx tsx
// `npm run export-requests -- [--out fichier.csv] [--since AAAA-MM-JJ]`: the contact requests
// for the school's staff, as a table in the terminal and, with --out, a CSV for Excel.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connectionFromEnv, exportRequests } from './exportRequests.ts';
import { ExportError } from './requests.ts';
import { formatFailures, formatTable } from './table.ts';

const USAGE = `Usage\u00a0: npm run export-requests -- [--out demandes.csv] [--since AAAA-MM-JJ]

  --out    écrit aussi un fichier CSV (UTF-8, séparateur «\u00a0;\u00a0», ouvrable dans Excel)
  --since  seulement les demandes reçues depuis ce jour (inclus)

Lit SUPABASE_URL et SUPABASE_SERVICE_ROLE_KEY dans l’environnement\u00a0; sans elles, le Supabase
local (http://127.0.0.1:54321) avec sa clé de démonstration.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      out: { type: 'string' },
      since: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.since !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(Date.parse(values.since)))) {
  fail(`Date invalide pour --since\u00a0: «\u00a0${values.since}\u00a0» (attendu AAAA-MM-JJ).`);
}

try {
  const connection = connectionFromEnv();
  // `npm run` moves to the repository root; a relative --out means where the user typed it.
  const out = values.out === undefined ? undefined : resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const { rows } = await exportRequests(connection, { since: values.since, out });
  if (rows.length === 0) console.log('Aucune demande de contact.');
  else console.log(formatTable(rows));
  const count = (state: string) => rows.filter((row) => row.delivery_state === state).length;
  const [sent, pending, failed] = [count('envoyé'), count('en attente'), count('en échec')];
  console.log(`\n${rows.length} demande(s) — mail à l’école\u00a0: ${sent} envoyé(s), ${pending} en attente, ${failed} en échec — ${connection.url}`);
  if (failed > 0) {
    console.log(`\nMails en échec (l’école ne les a pas reçus\u00a0: traitez ces demandes depuis la base ou cet export)\u00a0:\n${formatFailures(rows)}`);
  }
  if (out !== undefined) console.log(`Fichier CSV écrit\u00a0: ${out}`);
} catch (error) {
  if (error instanceof ExportError) fail(error.message);
  throw error;
}
