// The command behind `npm run campaign-ship -- [--log FICHIER]…`: sends the access log's new lines
// (nginx's, or the embedded proxy's logs/access.log) to the campaign-visits function, which counts
// the visits in the database (src/ship.ts). On the nginx server, every minute from cron:
//   * * * * * cd /srv/ecole && SUPABASE_URL=https://<projet>.supabase.co CAMPAIGN_INGEST_SECRET=… npm run --silent campaign-ship -- --log /var/log/nginx/ecole-access.log
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { print, readCommandLine, runCommand, warn } from '@ecole/cli';
import { LOCAL_SUPABASE_URL } from '@ecole/settings/localSupabase';
import { localSupabasePort, SettingError } from '@ecole/settings/supabaseTarget';
import { standInDirs, standInFiles } from '@ecole/supabase-local';
import { CampaignError } from './errors.ts';
import { DEFAULT_LOG } from './reportCommand.ts';
import { type ShipTarget, shipLog } from './ship.ts';

const USAGE = `Usage\u00a0: npm run campaign-ship -- [--log FICHIER]…

  --log   journal d’accès du proxy à envoyer, répétable (défaut\u00a0: logs/access.log, écrit par «\u00a0npm start\u00a0»\u00a0;
          en production\u00a0: /var/log/nginx/ecole-access.log). Seules les lignes pas encore envoyées partent\u00a0;
          l’endroit où l’envoi s’est arrêté est noté à côté (FICHIER.envoi.json).

Destination\u00a0: la fonction campaign-visits du projet de SUPABASE_URL, avec CAMPAIGN_INGEST_SECRET\u00a0; sans elles,
le Supabase local de «\u00a0npm start\u00a0» (port SUPABASE_PORT) avec son propre secret.`;

const parseOptions = (argv: string[]) =>
  parseArgs({ args: argv, options: { log: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h', default: false } } });

/** Where the batches go: a hosted project's function with its secret, else the local stand-in's. */
export function shipTarget(env: NodeJS.ProcessEnv = process.env): ShipTarget {
  const url = env.SUPABASE_URL?.trim().replace(/\/+$/, '');
  if (url) {
    const secret = env.CAMPAIGN_INGEST_SECRET?.trim();
    if (!secret) throw new CampaignError('CAMPAIGN_INGEST_SECRET manque : le secret de la fonction campaign-visits (supabase/README.md, « Visits »).');
    return { url: `${url}/functions/v1/campaign-visits`, secret };
  }
  let port: number | undefined;
  try {
    port = localSupabasePort(env);
  } catch (error) {
    if (error instanceof SettingError) throw new CampaignError(error.message);
    throw error;
  }
  const base = port === undefined ? LOCAL_SUPABASE_URL : `http://127.0.0.1:${port}`;
  const files = standInFiles(standInDirs(env).dataDir);
  let secret: unknown;
  try {
    secret = files && (JSON.parse(readFileSync(files.secrets, 'utf8')) as Record<string, unknown>).CAMPAIGN_INGEST_SECRET;
  } catch {
    secret = undefined;
  }
  if (typeof secret !== 'string') throw new CampaignError('Le Supabase local n’a pas encore de secret pour les visites : lancez « npm start » une fois.');
  return { url: `${base}/functions/v1/campaign-visits`, secret };
}

export function main(argv: string[]): Promise<number> {
  return runCommand(async () => {
    const commandLine = readCommandLine(() => parseOptions(argv), USAGE);
    if (commandLine.exitCode !== undefined) return commandLine.exitCode;
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const logs = (commandLine.parsed.values.log ?? [DEFAULT_LOG]).map((file) => resolve(cwd, file));
    const target = shipTarget();
    warn(`Visites envoyées à\u00a0: ${target.url}`);
    for (const file of logs) {
      const result = await shipLog({ ...target, file });
      const duplicates = result.duplicates > 0 ? ` (${result.duplicates} déjà reçu${result.duplicates > 1 ? 's' : ''})` : '';
      print(`${file}\u00a0: ${result.lines} ligne(s) en ${result.batches} lot(s)${duplicates}, ${result.visits} visite(s) comptée(s).`);
    }
    return 0;
  });
}
