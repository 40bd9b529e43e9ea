/**
 * npm run release:status [-- --to DOSSIER] [--target cloudflare]
 *
 * For each app: the release live in a deploy folder, since when, the releases whose assets it
 * still serves, where a rollback would go, and the releases in the store. « en ligne » is said
 * only of what is checked on disk (liveCheck.ts): otherwise what is wrong, and the command exits
 * with 1. A deploy under way (its lock) is named.
 */
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { APP_NAMES } from '@ecole/routes';
import { describeHolder, LOCK_FILE, lockHolder } from '../deployLock.ts';
import { readHistory, rollbackTarget } from '../deployTree.ts';
import { checkLive, isLive, notDeployed } from '../liveCheck.ts';
import { deployDirOf, storeDir } from '../paths.ts';
import { listReleases } from '../store.ts';
import type { Steps } from './steps.ts';

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });

export async function statusCommand(args: string[], steps: Steps): Promise<void> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' }, target: { type: 'string' } } });
  const base = deployDirOf(values.to);
  const cloudflare = values.target === 'cloudflare';
  const deployDir = cloudflare ? join(base, 'cloudflare') : base;
  steps.plan(1);
  steps.next(`Releases déployées dans ${deployDir}${cloudflare ? ' (les dossiers envoyés à Cloudflare\u00a0; Cloudflare lui-même n’est pas interrogé)' : ''}`);
  const broken: string[] = [];
  for (const app of APP_NAMES) {
    const history = await readHistory(deployDir, app);
    const check = await checkLive(deployDir, app);
    const stored = await listReleases(storeDir(), app);
    const lock = await lockHolder(join(deployDir, app, LOCK_FILE));
    console.log(`\n${app}`);
    if (notDeployed(check)) console.log('  en ligne        rien (jamais déployée ici)');
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
    if (check.live) {
      console.log(`  assets gardés   ${check.live.retained.length > 0 ? check.live.retained.join(', ') : 'aucune autre release'}`);
      console.log(`  retour arrière  ${rollbackTarget(history) ?? 'aucune release précédente'}`);
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
