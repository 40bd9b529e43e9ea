/**
 * npm run preview -- <app> [--port 4000] [--to DOSSIER] [--no-build]
 * npm run preview -- <app> --target cloudflare --alias <branche> [--release ID] [--dry-run]
 *
 * Serves one app's working copy (built now, or as last built with `--no-build`) with the other apps as they are live: their release
 * in the deploy folder, or else their newest release in the store. So a team sees its change
 * beside what visitors see, through the same proxy (`PROXY=nginx|edge` as for `npm start`), with
 * the local Supabase stand-in.
 *
 * With `--target cloudflare`: a preview to share (edgePreview.ts), the app's release (the newest,
 * or `--release`) uploaded as a version of its Worker aliased after the branch, never deployed,
 * never indexed; the CI runs it for each pull request. Needs the account, as a deploy does.
 */
import { realpath } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { type AppRoots, defaultRoots, proxyKindOf, startProxy, workerName } from '@ecole/proxy';
import { APP_NAMES, type AppName } from '@ecole/routes';
import { startSupabaseLocal } from '@ecole/supabase-local';
import { missingCloudflareEnv } from '../cloudflare.ts';
import { liveEntry, liveFolder, readHistory } from '../deployTree.ts';
import { uploadPreview } from '../edgePreview.ts';
import { appArgument, deployDirOf, storeDir } from '../paths.ts';
import { CLIENT_DIR, latestRelease, listReleases, releaseDir } from '../store.ts';
import { printWrangler } from './deploy.ts';
import { buildApp } from './release.ts';
import type { Steps } from './steps.ts';

async function edgePreview(app: AppName, values: { to?: string; alias?: string; release?: string; 'dry-run'?: boolean }, steps: Steps): Promise<void> {
  const dryRun = values['dry-run'] === true;
  if (!values.alias?.trim())
    throw new Error('--alias <branche> manque : l’aperçu porte le nom de la branche (npm run preview -- <app> --target cloudflare --alias ma-branche).');
  const missing = dryRun ? [] : missingCloudflareEnv();
  if (missing.length > 0) throw new Error(`Aperçu Cloudflare impossible : ${missing.join(' et ')} manquant(s) (les mêmes que pour npm run deploy).`);
  const releases = await listReleases(storeDir(), app);
  const manifest = values.release ? releases.find((release) => release.id === values.release) : releases.at(-1);
  if (!manifest) throw new Error(`Aucune release ${values.release ?? ''} de « ${app} » : npm run release -- ${app}`);
  const siteOrigin = manifest.siteOrigin ?? process.env.VITE_SITE_ORIGIN?.trim();
  if (!siteOrigin) throw new Error(`La release ${manifest.id} ne dit pas l’adresse du site (VITE_SITE_ORIGIN) : l’aperçu y renvoie les autres applications.`);
  steps.plan(1);
  steps.next(`Aperçu de ${app}@${manifest.id}${manifest.version ? ` (version ${manifest.version})` : ''} sur Cloudflare, branche « ${values.alias} »`);
  const run = await uploadPreview({
    app,
    manifest,
    store: storeDir(),
    branch: values.alias,
    siteOrigin,
    work: join(deployDirOf(values.to), 'cloudflare', app),
    dryRun,
  });
  printWrangler(run);
  console.log(
    dryRun
      ? `\n--dry-run : rien n’a été envoyé. L’aperçu serait https://${run.alias}-${workerName(app)}.<compte>.workers.dev (noindex).`
      : `\nAperçu en ligne, jamais indexé (X-Robots-Tag: noindex), sous l’alias « ${run.alias} » : l’adresse est celle que wrangler donne ci-dessus. La production n’a pas changé.`,
  );
}

export async function previewCommand(args: string[], steps: Steps): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      to: { type: 'string' },
      target: { type: 'string' },
      alias: { type: 'string' },
      release: { type: 'string' },
      'dry-run': { type: 'boolean' },
      'no-build': { type: 'boolean' },
    },
  });
  const app = appArgument(positionals[0], 'preview');
  if (values.target === 'cloudflare') return edgePreview(app, values, steps);
  if (values.target !== undefined && values.target !== 'dir')
    throw new Error(`Cible inconnue : « ${values.target} » (cloudflare, ou rien pour un aperçu local).`);
  const kind = proxyKindOf(process.env.PROXY);
  if (!kind) throw new Error(`PROXY=${process.env.PROXY} inconnu : embedded, nginx ou edge.`);
  const deployDir = deployDirOf(values.to);

  // --no-build: the app's folder as it is (a build just made, or one a server is serving and must
  // not see emptied under it: the end-to-end tests preview beside their own runs).
  steps.plan(values['no-build'] ? 2 : 3);
  if (!values['no-build']) {
    steps.next(`Build de la copie de travail de « ${app} »`);
    await buildApp(app);
  }

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
