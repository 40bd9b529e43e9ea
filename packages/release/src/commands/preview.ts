/**
 * npm run preview -- <app> [--port 4000] [--to DOSSIER]
 *
 * Serves one app's working copy (built now) with the other apps as they are live: their release
 * in the deploy folder, or else their newest release in the store. So a team sees its change
 * beside what visitors see, through the same proxy (`PROXY=nginx|edge` as for `npm start`), with
 * the local Supabase stand-in.
 */
import { realpath } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { type AppRoots, defaultRoots, proxyKindOf, startProxy } from '@ecole/proxy';
import { APP_NAMES } from '@ecole/routes';
import { startSupabaseLocal } from '@ecole/supabase-local';
import { liveEntry, liveFolder, readHistory } from '../deployTree.ts';
import { appArgument, deployDirOf, storeDir } from '../paths.ts';
import { CLIENT_DIR, latestRelease, releaseDir } from '../store.ts';
import { buildApp } from './release.ts';
import type { Steps } from './steps.ts';

export async function previewCommand(args: string[], steps: Steps): Promise<void> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { port: { type: 'string' }, to: { type: 'string' } } });
  const app = appArgument(positionals[0], 'preview');
  const kind = proxyKindOf(process.env.PROXY);
  if (!kind) throw new Error(`PROXY=${process.env.PROXY} inconnu : embedded, nginx ou edge.`);
  const deployDir = deployDirOf(values.to);

  steps.plan(3);
  steps.next(`Build de la copie de travail de « ${app} »`);
  await buildApp(app);

  steps.next('Les autres applications, telles qu’en ligne');
  const roots = { [app]: defaultRoots()[app] } as AppRoots;
  const origin: string[] = [`  ${app.padEnd(13)} copie de travail (${relative(process.cwd(), roots[app])})`];
  for (const other of APP_NAMES.filter((name) => name !== app)) {
    const live = await liveFolder(deployDir, other);
    if (live) {
      roots[other] = await realpath(live);
      origin.push(`  ${other.padEnd(13)} release ${liveEntry(await readHistory(deployDir, other))?.release} (en ligne dans ${deployDir})`);
      continue;
    }
    const stored = await latestRelease(storeDir(), other);
    if (!stored) throw new Error(`Aucune release de « ${other} » à montrer à côté : npm run release -- ${other} (puis npm run deploy -- ${other}).`);
    roots[other] = join(releaseDir(storeDir(), other, stored.id), CLIENT_DIR);
    origin.push(`  ${other.padEnd(13)} release ${stored.id} (la plus récente du magasin, pas encore déployée)`);
  }
  console.log(origin.join('\n'));

  steps.next('Démarrage de l’aperçu et du Supabase local');
  const port = Number(values.port ?? process.env.PORT ?? 4000);
  // A throwaway database: the preview never touches the one `npm start` keeps.
  const supabase = await startSupabaseLocal({ port: 0, dataDir: 'memory' });
  const proxy = await startProxy(kind, { port, supabase: supabase.url, roots });
  console.log(`\nAperçu de « ${app} » (proxy : ${kind}) sur ${proxy.url}`);
  console.log('Ctrl+C pour arrêter.');
  const stop = () => {
    Promise.allSettled([proxy.close(), supabase.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
