#!/usr/bin/env -S npx tsx
// `ecole-supabase-local`: the local Supabase stand-in in a terminal (`pnpm start` in this
// package, or `tsx src/cli.ts`). Node 20 cannot run TypeScript itself, hence tsx.
import { parseArgs } from 'node:util';
import { parseArgsMessage } from '@ecole/cli';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { DEFAULT_PATHS } from './paths.ts';
import { PortInUseError, type SupabaseLocal, startSupabaseLocal } from './server.ts';

const USAGE = `Usage\u00a0: ecole-supabase-local [--port 54321] [--host 127.0.0.1] [--data-dir DOSSIER] [--outbox DOSSIER] [--memory] [--sweep-interval 60]

  --port      port d’écoute (54321, celui de «\u00a0supabase start\u00a0»)
  --host      adresse d’écoute (127.0.0.1)
  --data-dir  dossier de la base PGlite, conservée entre deux lancements (${DEFAULT_PATHS.dataDir})
  --outbox    dossier où chaque mail envoyé devient un fichier JSON (${DEFAULT_PATHS.outboxDir})
  --memory    base en mémoire, vide à chaque lancement
  --sweep-interval  toutes les combien de secondes renvoyer les demandes dont le mail a échoué (60\u00a0; 0 = jamais)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '54321' },
        host: { type: 'string', default: '127.0.0.1' },
        'data-dir': { type: 'string' },
        outbox: { type: 'string' },
        memory: { type: 'boolean', default: false },
        'sweep-interval': { type: 'string', default: '60' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    return fail(`${parseArgsMessage(error)}\n\n${USAGE}`);
  }
}
const values = parseOptions();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Port invalide\u00a0: «\u00a0${values.port}\u00a0».\n\n${USAGE}`);
const sweepSeconds = Number(values['sweep-interval']);
if (!Number.isFinite(sweepSeconds) || sweepSeconds < 0) fail(`Intervalle de relance invalide\u00a0: «\u00a0${values['sweep-interval']}\u00a0».\n\n${USAGE}`);
if (values.memory && values['data-dir'] !== undefined) fail('--memory et --data-dir s’excluent\u00a0: choisissez l’un ou l’autre.');

let supabase: SupabaseLocal;
try {
  supabase = await startSupabaseLocal({
    port,
    host: values.host,
    dataDir: values.memory ? 'memory' : values['data-dir'],
    outboxDir: values.outbox,
    sweepIntervalMs: sweepSeconds * 1000,
  });
} catch (error) {
  if (error instanceof PortInUseError) {
    fail(
      `Impossible de démarrer\u00a0: le port ${error.port} est déjà utilisé sur ${error.host}.\n` +
        'Un Supabase local (ce programme, «\u00a0npm start\u00a0» ou «\u00a0supabase start\u00a0») tourne sans doute déjà\u00a0: ' +
        'arrêtez-le, ou choisissez un autre port avec --port.',
    );
  }
  fail(`Impossible de démarrer le Supabase local\u00a0: ${(error as Error).message}`);
}

const lines = [
  `Supabase local prêt sur ${supabase.url}`,
  `  clé anon (publique, démo)\u00a0: ${LOCAL_ANON_KEY}`,
  `  clé service_role (démo locale)\u00a0: ${LOCAL_SERVICE_ROLE_KEY}`,
  `  base de données\u00a0: ${supabase.dataDir === 'memory' ? 'en mémoire (perdue à l’arrêt)' : supabase.dataDir}`,
  `  boîte d’envoi des mails\u00a0: ${supabase.outboxDir}`,
  `  relance des mails en échec\u00a0: ${sweepSeconds > 0 ? `toutes les ${sweepSeconds}\u00a0s` : 'désactivée'}`,
  'Ctrl+C pour arrêter.',
];
console.log(`\n${lines.join('\n')}`);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} reçu, arrêt du Supabase local…`);
  try {
    await supabase.close();
    process.exit(0);
  } catch (error) {
    console.error(`Arrêt incomplet\u00a0: ${(error as Error).message}`);
    process.exit(1);
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
