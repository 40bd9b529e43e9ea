/**
 * npm run release:status [-- --to DOSSIER] [--target cloudflare]
 *
 * For each app: the release live in a deploy folder, since when, the releases whose assets it
 * still serves, where a rollback would go, and the releases in the store.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { APP_NAMES } from '@ecole/routes';
import { liveEntry, readHistory, rollbackTarget } from '../deployTree.ts';
import { deployDirOf, storeDir } from '../paths.ts';
import { listReleases } from '../store.ts';
import type { Steps } from './steps.ts';

export async function statusCommand(args: string[], steps: Steps): Promise<void> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' }, target: { type: 'string' } } });
  const base = deployDirOf(values.to);
  const deployDir = values.target === 'cloudflare' ? join(base, 'cloudflare') : base;
  steps.plan(1);
  steps.next(`Releases déployées dans ${deployDir}`);
  for (const app of APP_NAMES) {
    const history = await readHistory(deployDir, app);
    const live = liveEntry(history);
    const stored = await listReleases(storeDir(), app);
    console.log(`\n${app}`);
    if (!live) console.log('  en ligne        rien (jamais déployée ici)');
    else {
      console.log(
        `  en ligne        ${live.release} depuis le ${new Date(live.at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })} (${live.action === 'rollback' ? 'retour arrière' : 'déploiement'})`,
      );
      console.log(`  assets gardés   ${live.retained.length > 0 ? live.retained.join(', ') : 'aucune autre release'}`);
      console.log(`  retour arrière  ${rollbackTarget(history) ?? 'aucune release précédente'}`);
    }
    console.log(
      `  magasin         ${stored.length} release(s)${stored.length > 0 ? `, la plus récente ${stored.at(-1)!.id}` : ` (npm run release -- ${app})`}`,
    );
  }
}
