/**
 * npm run release -- <app> [--no-build] [--allow-dirty]
 *
 * A release is made from a commit: a working copy with uncommitted changes is refused (it would
 * ship what no commit holds, issue 38) unless `--allow-dirty`, for a local try only (never with
 * SITE_ENV=production); such a release's id ends with `-dirty`.
 * Builds one app (Turborepo: a cache hit when nothing changed) and copies it into the release
 * store as an immutable, stamped release; prints where it is and what it contains.
 */
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { formatChromeParts } from '@ecole/app-build/chromeStamp';
import { buildCommandFor, defaultRoots } from '@ecole/proxy';
import type { AppName } from '@ecole/routes';
import { isProduction, requireDeploySettings } from '@ecole/settings';
import { formatBytes, shortList } from '../format.ts';
import { workingCopy } from '../git.ts';
import { appArgument, REPO_ROOT, storeDir } from '../paths.ts';
import { assetFilesOf, createRelease, releaseDir } from '../store.ts';
import type { Steps } from './steps.ts';

/** `turbo run build` for one app, its output streamed; rejects with the command on failure. */
export function buildApp(app: AppName): Promise<void> {
  // The "as of" day of dated content, as `npm start` and `npm test` set it (scripts/lib/run.mjs).
  const env = { ...process.env, SITE_AS_OF: process.env.SITE_AS_OF || new Date().toISOString().slice(0, 10) };
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

  steps.plan(values['no-build'] ? 1 : 2);
  if (!values['no-build']) {
    steps.next(`Build de « ${app} » (Turborepo, avec cache)`);
    await buildApp(app);
  }
  steps.next(`Release de « ${app} » : copie estampillée dans le magasin`);
  const store = storeDir();
  const { commit, dirty } = workingCopy();
  const manifest = await createRelease({ store, app, clientDir: defaultRoots()[app], commit, dirty, settings, production });
  const assets = assetFilesOf(manifest);
  const where = relative(process.cwd(), releaseDir(store, app, manifest.id)) || '.';
  console.log(`\nRelease ${app}@${manifest.id} créée : ${where}`);
  console.log(`  commit      ${commit ? commit.slice(0, 7) : 'aucun'}${dirty ? ' (copie de travail modifiée : changements non commités inclus)' : ''}`);
  console.log(`  pages       ${manifest.pages.length} (${shortList(manifest.pages)})`);
  console.log(`  fichiers    ${manifest.files.length} (${formatBytes(manifest.bytes)}), dont ${assets.length} assets hachés`);
  console.log(`  chrome      ${manifest.chrome.digest} (${formatChromeParts(manifest.chrome.parts)})`);
  console.log(`  Supabase    ${manifest.hosts.supabase ?? 'local (/_supabase sur l’origine du site)'}`);
  console.log(`  production  ${production ? 'oui' : 'non (SITE_ENV=production pour une release de production)'}`);
  console.log(`\nDéployer : npm run deploy -- ${app}${manifest.id ? ` --release ${manifest.id}` : ''}`);
}
