/**
 * npm run release:status [-- --to DOSSIER] [--target cloudflare]
 *
 * For each app: the release live in a deploy folder, since when, the releases whose assets it
 * still serves, where a rollback would go, and the releases in the store. « en ligne » is said
 * only of what is checked on disk (liveCheck.ts): otherwise what is wrong, and the command exits
 * with 1. A deploy under way (its lock) is named. With `--target cloudflare` and an API token, the
 * platform's own deployment list too (platformDeployments.ts): a rollback made in the dashboard
 * shows, and the command exits with 1 until history and platform agree again. A deploy folder with
 * no history (a CI checkout) takes the platform's: the release, version and rollback target its
 * versions' tags name (platformHistory.ts).
 */
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { workerName } from '@ecole/proxy';
import { APP_NAMES } from '@ecole/routes';
import { missingCloudflareEnv } from '../cloudflare.ts';
import { describeHolder, LOCK_FILE, lockHolder } from '../deployLock.ts';
import { deployedManifest, readHistory, rollbackTarget } from '../deployTree.ts';
import { checkLive, isLive, notDeployed } from '../liveCheck.ts';
import { deployDirOf, storeDir } from '../paths.ts';
import type { PlatformAccess } from '../platformDeployments.ts';
import { comparePlatform, describeEntry, type PlatformEntry, platformRollbackTarget, readPlatform } from '../platformHistory.ts';
import { listReleases } from '../store.ts';
import type { Steps } from './steps.ts';

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });

export async function statusCommand(args: string[], steps: Steps): Promise<void> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' }, target: { type: 'string' } } });
  const base = deployDirOf(values.to);
  const cloudflare = values.target === 'cloudflare';
  const deployDir = cloudflare ? join(base, 'cloudflare') : base;
  const access: PlatformAccess | undefined =
    cloudflare && missingCloudflareEnv().length === 0 ? { accountId: process.env.CLOUDFLARE_ACCOUNT_ID!, token: process.env.CLOUDFLARE_API_TOKEN! } : undefined;
  steps.plan(1);
  steps.next(
    `Releases déployées dans ${deployDir}${
      cloudflare
        ? access
          ? ' (les dossiers envoyés à Cloudflare, et la liste des déploiements de Cloudflare)'
          : ' (les dossiers envoyés à Cloudflare\u00a0; Cloudflare n’est pas interrogé sans CLOUDFLARE_API_TOKEN et CLOUDFLARE_ACCOUNT_ID)'
        : ''
    }`,
  );
  const broken: string[] = [];
  for (const app of APP_NAMES) {
    const history = await readHistory(deployDir, app);
    const check = await checkLive(deployDir, app);
    const stored = await listReleases(storeDir(), app);
    const lock = await lockHolder(join(deployDir, app, LOCK_FILE));
    console.log(`\n${app}`);
    if (notDeployed(check)) console.log(`  en ligne        rien (jamais déployée ici${access ? '\u00a0; Cloudflare ci-dessous' : ''})`);
    else if (isLive(check)) {
      const live = check.live!;
      console.log(
        `  en ligne        ${live.release} depuis le ${when(live.at)} (${live.action === 'rollback' ? 'retour arrière' : 'déploiement'}), ` +
          `vérifiée\u00a0: ${relative(deployDir, check.folder!)}, ${check.files} fichiers conformes à release.json`,
      );
    } else {
      broken.push(app);
      console.log(`  ✗ PAS EN LIGNE comme le dit l’historique${check.live ? ` (${check.live.release}, le ${when(check.live.at)})` : ''}\u00a0:`);
      for (const problem of check.problems) console.log(`    • ${problem}`);
    }
    // Read from the platform when it can be asked: the release each deployment served (its
    // version's tag), so a CI checkout with no history of its own still says what is live.
    let platformEntries: PlatformEntry[] = [];
    if (access) {
      const platform = await readPlatform(access, workerName(app)).then(
        (state) => {
          platformEntries = state.entries;
          return comparePlatform(history, state);
        },
        (error: Error) => ({ agrees: false, line: `illisible\u00a0: ${error.message}` }),
      );
      console.log(`  ${platform.agrees ? '' : '✗ '}Cloudflare${platform.agrees ? '      ' : '    '}${platform.line}`);
      if (!platform.agrees && !broken.includes(app)) broken.push(app);
    }
    // The rollback target and the version: the platform's when it answered (a CI checkout's own
    // history holds at most this job's deploy), the deploy folder's otherwise.
    const fromPlatform = platformEntries.length > 0;
    if (check.live || fromPlatform) {
      const manifest = check.live ? await deployedManifest(deployDir, app, check.live.release) : undefined;
      const version = manifest?.version ?? (fromPlatform ? platformEntries.at(-1)!.appVersion : undefined);
      console.log(
        `  version         ${version ?? 'inconnue (release antérieure aux versions, issue 38)'}${!manifest && fromPlatform ? ' (d’après Cloudflare)' : ''}`,
      );
      if (check.live) console.log(`  assets gardés   ${check.live.retained.length > 0 ? check.live.retained.join(', ') : 'aucune autre release'}`);
      const back = fromPlatform ? platformRollbackTarget(platformEntries) : undefined;
      console.log(
        `  retour arrière  ${
          fromPlatform
            ? `${back ? `${describeEntry(back)}, version Worker ${back.versionId}` : 'aucune release précédente'} (d’après Cloudflare)`
            : (rollbackTarget(history) ?? 'aucune release précédente')
        }`,
      );
    }
    if (lock) {
      console.log(
        lock.staleness.stale
          ? `  verrou          abandonné (${lock.staleness.reason}\u00a0; ${describeHolder(lock.holder)})\u00a0: le prochain déploiement le reprendra`
          : `  déploiement en cours\u00a0: ${describeHolder(lock.holder)}`,
      );
    }
    console.log(
      `  magasin         ${stored.length} release(s)${stored.length > 0 ? `, la plus récente ${stored.at(-1)!.id}` : ` (npm run release -- ${app})`}`,
    );
  }
  if (broken.length > 0) {
    console.log(
      `\n✗ À corriger\u00a0: ${broken.map((app) => `«\u00a0${app}\u00a0»`).join(', ')}. Redéployez (npm run deploy -- <app>) ou revenez en arrière (npm run rollback -- <app>).`,
    );
    process.exitCode = 1;
  }
}
