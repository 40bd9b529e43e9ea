/**
 * npm run deploy -- <app> [--release ID] [--to DOSSIER] [--wait SECONDES]
 * npm run deploy -- <app> --target cloudflare [--dry-run]
 * npm run deploy -- router --target cloudflare [--dry-run]
 * npm run rollback -- <app> [--to DOSSIER] [--target cloudflare [--redeploy] [--dry-run]] [--wait SECONDES]
 *
 * Makes a release live. Default target: a deploy folder (`.deploy/`, or `--to /var/www/ecole` on
 * the nginx host) that nginx, the embedded proxy and the local edge serve; `cloudflare`: the
 * app's Worker, with wrangler. Either way the deployment carries the assets of the releases
 * retained, goes live atomically, and is recorded for `npm run rollback`. A real host (Cloudflare,
 * or SITE_ENV=production) refuses a release built for the local Supabase stand-in (standIn.ts).
 * One deploy or rollback of an app per target at a time (deployLock.ts): a second one waits up to
 * `--wait` seconds (10 minutes by default; 0: refuse at once), then refuses naming the holder.
 * A rollback on Cloudflare is the platform's instant rollback (platformRollback.ts): the earlier
 * Worker version is made live again, nothing is uploaded; `--redeploy` uploads the release again
 * instead (with the assets retained now), as does a release whose version was never recorded.
 * With the API's access, where to go back to is read from Cloudflare's own deployments (each
 * upload is tagged with its release, platformVersions.ts): a CI checkout, whose deploy folder
 * starts empty, rolls back the same way, and then changes only the platform.
 */
import { mkdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { appWorkerConfig, routerWorkerConfig, workerName } from '@ecole/proxy';
import { APP_NAMES, type AppName } from '@ecole/routes';
import { isProduction, requireDeploySettings } from '@ecole/settings';
import { type DryRunUpload, ignoreCompressedCopies, missingCloudflareEnv, type WranglerRun, workerVersionOf, wranglerDeploy } from '../cloudflare.ts';
import { acquireDeployLock, type DeployLock, LOCK_FILE, lockMessages } from '../deployLock.ts';
import { deployedManifest, type HistoryEntry, liveEntry, readHistory, rollbackTarget, switchTo } from '../deployTree.ts';
import { compareChrome, type LiveApp } from '../driftCheck.ts';
import { appArgument, deployDirOf, storeDir } from '../paths.ts';
import type { PlatformAccess } from '../platformDeployments.ts';
import { platformRollbackTarget, readPlatform } from '../platformHistory.ts';
import { checkFileCount, checkWorkerConfig, type LimitCheck, planOf, uploadedFileCount } from '../platformLimits.ts';
import { rollbackMessage, rollbackOnPlatform } from '../platformRollback.ts';
import { annotationArgs, versionAnnotations } from '../platformVersions.ts';
import { standInRefusal } from '../standIn.ts';
import { CLIENT_DIR, listReleases, type ReleaseManifest, releaseDir } from '../store.ts';
import { WRANGLER_PACKAGE, withoutDebugLines } from '../wrangler.ts';
import type { Steps } from './steps.ts';

type Target = 'dir' | 'cloudflare';

function targetOf(value: string | undefined): Target {
  if (value === undefined || value === 'dir') return 'dir';
  if (value === 'cloudflare') return 'cloudflare';
  throw new Error(`Cible inconnue : « ${value} » (dir, par défaut, ou cloudflare).`);
}

/** The Cloudflare target keeps its own history beside the folder target's. */
function historyDir(target: Target, to: string | undefined): string {
  const base = deployDirOf(to);
  return target === 'cloudflare' ? join(base, 'cloudflare') : base;
}

/** Stops `switchTo` after wrangler's dry run: nothing goes live, nothing is recorded. */
class DryRunDone extends Error {}

/** How long a deploy waits for another of the same app and target by default: a Cloudflare upload takes minutes. */
export const DEFAULT_LOCK_WAIT_S = 600;

function waitOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LOCK_WAIT_S * 1000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`--wait attend un nombre de secondes (0 : refuser aussitôt), pas « ${value} ».`);
  return seconds * 1000;
}

/**
 * Takes the lock of `name` (an app, or the router) in `dir`, saying so while it waits for another
 * deploy or takes over an abandoned lock; released by `run`'s end, whatever happens.
 */
async function underLock<T>(dir: string, name: string, subject: string, waitMs: number, run: (lock: DeployLock) => Promise<T>): Promise<T> {
  const messages = lockMessages(subject);
  const lock = await acquireDeployLock(
    {
      path: join(dir, name, LOCK_FILE),
      command: `npm run ${process.argv
        .slice(2)
        .join(' ')
        .replace(/^(\S+) /, '$1 -- ')}`,
      waitMs,
      onWait: (holder, waited) => console.log(messages.waiting(holder, waited, waitMs)),
      onTakeover: (holder, reason) => console.log(messages.takeover(holder, reason)),
    },
    subject,
  );
  try {
    return await run(lock);
  } finally {
    await lock.release();
  }
}

/** The API's access from the environment, when it gives one (a dry run may go without). */
function platformAccess(): PlatformAccess | undefined {
  return missingCloudflareEnv().length === 0 ? { accountId: process.env.CLOUDFLARE_ACCOUNT_ID!, token: process.env.CLOUDFLARE_API_TOKEN! } : undefined;
}

function assertCloudflareAccount(dryRun: boolean): void {
  const missing = dryRun ? [] : missingCloudflareEnv();
  if (missing.length > 0) {
    throw new Error(
      `Déploiement Cloudflare impossible : ${missing.join(' et ')} manquant(s). Créez un jeton d’API « Edit Cloudflare Workers » ` +
        'dans le tableau de bord Cloudflare, donnez-le dans l’environnement (un secret de la CI, jamais un fichier commité), ' +
        'ou essayez sans compte avec --dry-run.',
    );
  }
}

/** The apps deployed in `deployDir` whose chrome differs from the others', as the drift check says it. */
async function chromeHint(deployDir: string): Promise<string[]> {
  const apps: LiveApp[] = [];
  for (const app of APP_NAMES) {
    const live = liveEntry(await readHistory(deployDir, app));
    const manifest = live && (await deployedManifest(deployDir, app, live.release));
    if (manifest) apps.push({ app, page: '', release: manifest.id, chrome: manifest.chrome.digest, parts: manifest.chrome.parts });
  }
  return compareChrome(apps).problems;
}

async function printOutcome(app: AppName, deployDir: string, entry: HistoryEntry, previous: HistoryEntry | undefined, carried: number, missing: string[]) {
  console.log(`\n« ${app} » : release ${entry.release} en ligne${previous ? ` (avant : ${previous.release})` : ' (premier déploiement)'}.`);
  console.log(`  dossier servi   ${relative(process.cwd(), join(deployDir, app, 'current')) || '.'} → deployments/${entry.folder}`);
  if (entry.retained.length > 0) {
    const files = carried === 0 ? 'aucun fichier à ajouter, ce sont les mêmes' : `${carried} fichier${carried > 1 ? 's' : ''} gardé${carried > 1 ? 's' : ''}`;
    console.log(`  assets gardés   releases ${entry.retained.join(', ')} : ${files} (un onglet ouvert sur l’une d’elles trouve encore les siens)`);
  }
  for (const release of missing) console.log(`  ⚠ assets de la release ${release} introuvables : un onglet ouvert sur elle se rechargera une fois.`);
  const drift = await chromeHint(deployDir);
  if (drift.length > 0) {
    console.log('\nLes applications déployées ici ne s’accordent pas encore :');
    for (const line of drift) console.log(`  • ${line}`);
  }
}

async function releaseToDeploy(app: AppName, id: string | undefined): Promise<ReleaseManifest> {
  const releases = await listReleases(storeDir(), app);
  const manifest = id ? releases.find((release) => release.id === id) : releases.at(-1);
  if (!manifest) {
    throw new Error(
      id
        ? `Release ${id} de « ${app} » introuvable dans ${storeDir()} (npm run release -- ${app} en crée une).`
        : `Aucune release de « ${app} » : créez-la d’abord avec npm run release -- ${app}`,
    );
  }
  return manifest;
}

/**
 * Cloudflare's instant rollback: the version uploaded with `release` serves all the traffic again,
 * its code and assets as they were uploaded (an open tab of the release rolled back from may find
 * a lazy chunk gone: the boot entry reloads it once).
 */
async function instantRollback(app: AppName, versionId: string, release: string, dryRun: boolean): Promise<{ versionId: string }> {
  const script = workerName(app);
  if (dryRun) {
    console.log(`--dry-run : Cloudflare recevrait un déploiement de la version ${versionId} de ${script} à 100\u00a0% (rien n’est envoyé).`);
    throw new DryRunDone();
  }
  const deployment = await rollbackOnPlatform(platformAccess()!, script, versionId, rollbackMessage(release));
  console.log(`Cloudflare\u00a0: déploiement ${deployment.id}, version ${versionId} à 100\u00a0%, en ligne (rien n’a été renvoyé).`);
  return { versionId };
}

/** What wrangler said, and for a dry run what it would have uploaded. */
export function printWrangler(run: WranglerRun & { upload?: DryRunUpload }): void {
  console.log(withoutDebugLines(run.output).trim());
  if (!run.upload) return;
  const modules = run.upload.modules.map((module) => `${module.name} (${(Buffer.byteLength(module.text) / 1024).toFixed(1).replace('.', ',')}\u00a0Kio)`);
  const assets = run.upload.assets.length;
  console.log(
    `\n${WRANGLER_PACKAGE} enverrait\u00a0: ${modules.join(', ')}${assets > 0 ? ` et ${assets} fichier${assets > 1 ? 's' : ''} statique${assets > 1 ? 's' : ''}` : ''}.`,
  );
}

/** Prints the warnings; refuses, before wrangler runs, what the platform would refuse. */
function enforce(check: LimitCheck): void {
  for (const warning of check.warnings) console.log(`⚠ ${warning}`);
  if (check.problems.length > 0) throw new Error(`Limites de Cloudflare dépassées\u00a0:\n  • ${check.problems.join('\n  • ')}`);
}

async function deployRouter(dryRun: boolean, to: string | undefined, waitMs: number): Promise<void> {
  assertCloudflareAccount(dryRun);
  const settings = requireDeploySettings(process.env, { production: !dryRun && isProduction() });
  const dir = join(historyDir('cloudflare', to), 'router');
  await mkdir(dir, { recursive: true });
  await underLock(historyDir('cloudflare', to), 'router', '«\u00a0router\u00a0» sur Cloudflare', waitMs, async (lock) => {
    await lock.assertHeld();
    const config = routerWorkerConfig(settings);
    enforce(checkWorkerConfig(config));
    const run = await wranglerDeploy(join(dir, 'wrangler.json'), config, { dryRun });
    printWrangler(run);
  });
  console.log(dryRun ? '\nRouteur vérifié par wrangler (--dry-run) : rien n’a été envoyé.' : '\nRouteur déployé sur Cloudflare.');
}

export async function deployCommand(args: string[], steps: Steps, mode: 'deploy' | 'rollback' = 'deploy'): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      release: { type: 'string' },
      to: { type: 'string' },
      target: { type: 'string' },
      'dry-run': { type: 'boolean' },
      wait: { type: 'string' },
      redeploy: { type: 'boolean' },
    },
  });
  const target = targetOf(values.target);
  const waitMs = waitOf(values.wait);
  const dryRun = values['dry-run'] === true;
  if (dryRun && target !== 'cloudflare') throw new Error('--dry-run ne vaut que pour --target cloudflare.');
  const redeploy = values.redeploy === true;
  if (redeploy && (mode !== 'rollback' || target !== 'cloudflare'))
    throw new Error('--redeploy ne vaut que pour npm run rollback -- <app> --target cloudflare.');
  if (mode === 'deploy' && positionals[0] === 'router') {
    if (target !== 'cloudflare') throw new Error('Le routeur ne se déploie que sur Cloudflare : npm run deploy -- router --target cloudflare');
    steps.plan(1);
    steps.next('Routeur de l’edge (wrangler)');
    return deployRouter(dryRun, values.to, waitMs);
  }
  const app = appArgument(positionals[0], mode);
  const deployDir = historyDir(target, values.to);
  if (target === 'cloudflare') assertCloudflareAccount(dryRun);

  steps.plan(1);
  const subject = target === 'cloudflare' ? `«\u00a0${app}\u00a0» sur Cloudflare` : `«\u00a0${app}\u00a0» dans ${deployDir}`;
  // Everything from reading the history to writing it, under the lock: two deploys at once lost a
  // history entry, and one pruned the folder the other had just made live (issue 34).
  await underLock(deployDir, app, subject, waitMs, (lock) =>
    deployLocked(app, mode, target, deployDir, { releaseId: values.release, dryRun, redeploy }, lock, steps),
  );
}

async function deployLocked(
  app: AppName,
  mode: 'deploy' | 'rollback',
  target: Target,
  deployDir: string,
  { releaseId, dryRun, redeploy }: { releaseId: string | undefined; dryRun: boolean; redeploy: boolean },
  lock: DeployLock,
  steps: Steps,
): Promise<void> {
  const history = await readHistory(deployDir, app);
  const previous = liveEntry(history);
  let manifest: ReleaseManifest;
  let source: string | undefined;
  // The Worker version to make live again, for Cloudflare's instant rollback.
  let instantVersion: string | undefined;
  if (mode === 'rollback') {
    // Cloudflare's own history first when it can be asked: a CI checkout's deploy folder starts
    // empty, and a rollback made in the dashboard is in no local history (platformHistory.ts).
    const access = target === 'cloudflare' ? platformAccess() : undefined;
    const platform = access ? (await readPlatform(access, workerName(app))).entries : [];
    const platformBack = platform.length > 0 ? platformRollbackTarget(platform) : undefined;
    const back = platform.length > 0 ? platformBack?.release : rollbackTarget(history);
    const from = platform.length > 0 ? (platform.at(-1)!.release ?? `la version ${platform.at(-1)!.versionId}`) : previous?.release;
    if (platformBack && !back) {
      throw new Error(
        `La version Cloudflare ${platformBack.versionId} de «\u00a0${app}\u00a0», où irait le retour arrière, ne nomme aucune release (envoyée hors de npm run deploy)\u00a0: ` +
          'revenez-y depuis le tableau de bord de Cloudflare, ou déployez une release (npm run deploy -- <app> --target cloudflare --release <id>).',
      );
    }
    if (!back) throw new Error(`Pas de release précédente de « ${app} » ${platform.length > 0 ? 'sur Cloudflare' : `dans ${deployDir}`} : rien à annuler.`);
    if (target === 'cloudflare' && !redeploy) {
      instantVersion = platformBack?.versionId ?? [...history].reverse().find((entry) => entry.release === back && entry.versionId)?.versionId;
      if (!instantVersion) console.log(`La version Cloudflare de ${back} n’a pas été notée (déployée avant l’issue 38)\u00a0: la release est renvoyée.`);
    }
    steps.next(`Retour arrière de « ${app} » : ${from} → ${back}${instantVersion ? ` (retour instantané de Cloudflare à la version ${instantVersion})` : ''}`);
    const stored = (await listReleases(storeDir(), app)).find((release) => release.id === back);
    const known = (await deployedManifest(deployDir, app, back)) ?? stored;
    if (!known && instantVersion) {
      // Nothing to upload, nothing of it here (a CI checkout): only the platform changes, and it
      // keeps the record (release:status --target cloudflare reads it).
      await lock.assertHeld();
      try {
        await instantRollback(app, instantVersion, back, dryRun);
      } catch (error) {
        if (!(error instanceof DryRunDone)) throw error;
        console.log(`\nRetour arrière de «\u00a0${app}\u00a0» vérifié (--dry-run)\u00a0: rien n’a été envoyé, rien n’a changé.`);
        return;
      }
      console.log(
        `\n«\u00a0${app}\u00a0»\u00a0: release ${back} en ligne sur Cloudflare (avant\u00a0: ${from}). Ce dossier (${deployDir}) n’en a pas l’historique\u00a0: seul Cloudflare le garde.`,
      );
      return;
    }
    if (!known) throw new Error(`Le manifeste de la release ${back} manque dans ${deployDir} et dans le magasin ${storeDir()}.`);
    manifest = known;
    // Its files: the store's if it has them, else its deployment folder if still here.
    source = stored ? join(releaseDir(storeDir(), app, back), CLIENT_DIR) : undefined;
  } else {
    manifest = await releaseToDeploy(app, releaseId);
    source = join(releaseDir(storeDir(), app, manifest.id), CLIENT_DIR);
    // A real host (Cloudflare, or any target with SITE_ENV=production) gets no release built for
    // the local stand-in; the local folder the tests and `npm start -- --deployed` serve does.
    const host = target === 'cloudflare' ? 'Cloudflare' : isProduction() ? 'le serveur de production' : undefined;
    const refusal = host && (await standInRefusal(source, `${app}@${manifest.id}`, host));
    if (refusal && !dryRun) throw new Error(refusal);
    if (refusal) console.log(`⚠ ${refusal}\n  (--dry-run : vérification de wrangler seulement ; un vrai déploiement serait refusé.)`);
    steps.next(`Déploiement de ${app}@${manifest.id}${target === 'cloudflare' ? ' sur Cloudflare' : ` dans ${deployDir}`}`);
  }

  try {
    const result = await switchTo({
      deployDir,
      manifest,
      ...(source ? { source } : {}),
      action: mode,
      beforeLive: () => lock.assertHeld(),
      ...(target === 'cloudflare'
        ? {
            beforeSwitch: async (folder: string) => {
              await ignoreCompressedCopies(folder);
              if (instantVersion) return instantRollback(app, instantVersion, manifest.id, dryRun);
              const config = appWorkerConfig(app, folder);
              enforce(checkFileCount(await uploadedFileCount(folder), planOf(), `«\u00a0${app}\u00a0» ${manifest.id}`));
              enforce(checkWorkerConfig(config));
              const annotations = versionAnnotations(app, manifest, mode === 'rollback');
              const run = await wranglerDeploy(join(deployDir, app, 'wrangler.json'), config, { dryRun, extraArgs: annotationArgs(annotations) });
              printWrangler(run);
              if (dryRun) throw new DryRunDone();
              const versionId = workerVersionOf(run.output);
              return versionId ? { versionId } : undefined;
            },
          }
        : {}),
    });
    await printOutcome(app, deployDir, result.entry, previous, result.carried, result.missing);
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
    console.log(
      instantVersion
        ? `\nRetour arrière de « ${app} » vérifié (--dry-run) : rien n’a été envoyé, rien n’a changé.`
        : `\nWorker de « ${app} » vérifié par wrangler (--dry-run) : rien n’a été envoyé, rien n’a changé.`,
    );
  }
}
