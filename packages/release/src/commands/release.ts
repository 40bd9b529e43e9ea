/**
 * npm run release -- <app> [--no-build] [--allow-dirty]
 *
 * A release is made from a commit: a working copy with uncommitted changes is refused (it would
 * ship what no commit holds, issue 38) unless `--allow-dirty`, for a local try only (never with
 * SITE_ENV=production); such a release's id ends with `-dirty`.
 * Checks the content (the school's data files against their schemas, every page's typography and
 * links: the content tests' checks, `@ecole/content/checks/contentChecks`), builds one app
 * (Turborepo: a cache hit when nothing changed) and copies it into the release store as an
 * immutable, stamped release; prints where it is and what it contains. A release whose content
 * fails its checks is refused before anything is built or copied.
 */
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { formatChromeParts } from '@ecole/app-build/chromeStamp';
import { checkContent, contentProblemCount, formatContentReport } from '@ecole/content/checks/contentChecks';
import { buildCommandFor, defaultRoots } from '@ecole/proxy';
import type { AppName } from '@ecole/routes';
import { isProduction, requireDeploySettings } from '@ecole/settings';
import { formatBytes, shortList } from '../format.ts';
import { workingCopy } from '../git.ts';
import { appArgument, REPO_ROOT, storeDir } from '../paths.ts';
import { assetFilesOf, createRelease, releaseDir } from '../store.ts';
import type { Steps } from './steps.ts';

/** The "as of" day of dated content, as `npm start` and `npm test` set it (scripts/lib/run.mjs): today unless given. */
export function buildAsOf(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_AS_OF?.trim() || new Date().toISOString().slice(0, 10);
}

/** `turbo run build` for one app, its output streamed; rejects with the command on failure. */
export function buildApp(app: AppName): Promise<void> {
  const env = { ...process.env, SITE_AS_OF: buildAsOf() };
  return new Promise((done, fail) => {
    // Through the pinned pnpm, as `npm start` runs it: turbo needs the package manager on its path.
    const pnpm = join(REPO_ROOT, 'scripts/run-pnpm.mjs');
    const child = spawn(process.execPath, [pnpm, 'exec', 'turbo', 'run', 'build', `--filter=@ecole/app-${app}`, '--output-logs=errors-only'], {
      cwd: REPO_ROOT,
      env,
      stdio: 'inherit',
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`Le build de « ${app} » a échoué : ${buildCommandFor(app)}`))));
  });
}

/**
 * The content checks a release runs first; throws, in French, listing every problem. The data
 * folder is the package's own, or `CONTENT_DATA_DIR` (the release's tests point it at a copy with
 * a wrong value, so they never touch the real files the other suites read); the line says which.
 */
export async function assertContentChecked(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const dataDir = env.CONTENT_DATA_DIR?.trim() || undefined;
  const report = await checkContent(dataDir ? { dataDir } : {});
  const count = contentProblemCount(report);
  if (count > 0) {
    throw new Error(
      `Release refusée : le contenu ne passe pas ses contrôles (${count} problème${count > 1 ? 's' : ''}${dataDir ? `, données lues dans ${dataDir}` : ''}).\n${formatContentReport(report)}\nCorrigez-les (les données de l’école dans l’éditeur : npm run edit), puis relancez.`,
    );
  }
  console.log(`${formatContentReport(report)}${dataDir ? ` (données lues dans ${dataDir})` : ''}`);
}

/** Refuses a release of uncommitted changes, unless allowed for a local try. */
export function assertReleasable(dirty: boolean, allowDirty: boolean, production: boolean): void {
  if (!dirty) return;
  if (allowDirty && !production) return;
  throw new Error(
    allowDirty
      ? 'Une release de production se fait depuis un commit\u00a0: --allow-dirty est refusé avec SITE_ENV=production. Commitez, puis relancez.'
      : 'La copie de travail a des changements non commités\u00a0: une release se fait depuis un commit (git status les montre). ' +
          'Commitez-les, ou, pour un essai local seulement, ajoutez --allow-dirty (la release portera « -dirty »).',
  );
}

export async function releaseCommand(args: string[], steps: Steps): Promise<void> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { 'no-build': { type: 'boolean' }, 'allow-dirty': { type: 'boolean' } } });
  const app = appArgument(positionals[0], 'release');
  const production = isProduction();
  assertReleasable(workingCopy().dirty, values['allow-dirty'] === true, production);
  // A production release needs every setting: the build calls these hosts, the CSP must allow them.
  const settings = requireDeploySettings(process.env, { production });

  steps.plan(values['no-build'] ? 2 : 3);
  steps.next('Contrôle du contenu : données de l’école (schémas), typographie et liens des pages');
  await assertContentChecked();
  if (!values['no-build']) {
    steps.next(`Build de « ${app} » (Turborepo, avec cache)`);
    await buildApp(app);
  }
  steps.next(`Release de « ${app} » : copie estampillée dans le magasin`);
  const store = storeDir();
  const { commit, dirty } = workingCopy();
  const manifest = await createRelease({
    store,
    app,
    clientDir: defaultRoots()[app],
    commit,
    dirty,
    settings,
    production,
    // A build made elsewhere (--no-build) is as of the day it was given, if it was given.
    asOf: values['no-build'] ? process.env.SITE_AS_OF?.trim() || undefined : buildAsOf(),
  });
  const assets = assetFilesOf(manifest);
  const where = relative(process.cwd(), releaseDir(store, app, manifest.id)) || '.';
  console.log(`\nRelease ${app}@${manifest.id} créée : ${where}`);
  console.log(`  version     ${manifest.version} (apps/${app}/package.json\u00a0; npm run release:version la tire des changesets)`);
  console.log(`  commit      ${commit ? commit.slice(0, 7) : 'aucun'}${dirty ? ' (copie de travail modifiée : changements non commités inclus)' : ''}`);
  console.log(`  pages       ${manifest.pages.length} (${shortList(manifest.pages)})`);
  console.log(`  fichiers    ${manifest.files.length} (${formatBytes(manifest.bytes)}), dont ${assets.length} assets hachés`);
  console.log(`  chrome      ${manifest.chrome.digest} (${formatChromeParts(manifest.chrome.parts)})`);
  console.log(`  Supabase    ${manifest.hosts.supabase ?? 'local (/_supabase sur l’origine du site)'}`);
  console.log(`  daté du     ${manifest.asOf ?? 'inconnu (--no-build sans SITE_AS_OF)'} (contenu daté : sessions, rentrées, barèmes)`);
  console.log(`  production  ${production ? 'oui' : 'non (SITE_ENV=production pour une release de production)'}`);
  console.log(`\nDéployer : npm run deploy -- ${app}${manifest.id ? ` --release ${manifest.id}` : ''}`);
}
