/**
 * What `release:status` says of an app is checked on disk, not read from the history alone
 * (issue 34: the live pointer was left on a deleted folder, every page answered 404, and the
 * status said « en ligne »). An app is live when:
 *
 * - `current` exists and resolves to a folder (what nginx and the embedded proxy follow);
 * - that folder is the history's last deployment (else a deploy was stopped between the two);
 * - the live release's manifest is there, and every file `release.json` lists is in the folder,
 *   a regular file of the size it records (or, for a release made before sizes were recorded,
 *   of the total size it records);
 * - every page carries the live release's stamp (`<meta name="release">`): what is served is it.
 */
import { readFile, readlink, realpath, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type AppName, htmlFileOf } from '@ecole/routes';
import { currentLink, deployedManifest, type HistoryEntry, liveEntry, readHistory } from './deployTree.ts';
import { readPageStamp } from './pageStamp.ts';

export interface LiveCheck {
  app: AppName;
  /** The history's last entry: what should be live. */
  live: HistoryEntry | undefined;
  /** The folder `current` resolves to, if it does. */
  folder: string | undefined;
  /** Files of the live release checked. */
  files: number;
  /** What is wrong, in French; empty when the app is live as the history says. */
  problems: string[];
}

/** Never deployed here: neither history nor link. */
export const notDeployed = (check: LiveCheck) => check.live === undefined && check.problems.length === 0;
/** Live, complete, as the history says. */
export const isLive = (check: LiveCheck) => check.live !== undefined && check.problems.length === 0;

const MAX_NAMED = 3;

/** `2 fichiers sur 57 manquent (tpe/index.html, pme/index.html)` */
function listed(files: string[], total: number, what: string): string {
  const names = files.slice(0, MAX_NAMED).join(', ') + (files.length > MAX_NAMED ? ', …' : '');
  return `${files.length} fichier${files.length > 1 ? 's' : ''} sur ${total} ${what} (${names})`;
}

export async function checkLive(deployDir: string, app: AppName): Promise<LiveCheck> {
  const history = await readHistory(deployDir, app);
  const live = liveEntry(history);
  const check: LiveCheck = { app, live, folder: undefined, files: 0, problems: [] };
  const link = currentLink(deployDir, app);
  const target = await readlink(link).catch(() => undefined);
  const linked = await stat(link).catch(() => undefined);
  if (!linked) {
    if (target === undefined && live === undefined) return check;
    check.problems.push(
      target === undefined
        ? `le lien current manque (${link})\u00a0: rien n’est servi`
        : `current pointe vers ${target}, qui n’existe pas\u00a0: chaque page répond 404`,
    );
    return check;
  }
  if (!linked.isDirectory()) {
    check.problems.push(`current ne mène pas à un dossier (${link})`);
    return check;
  }
  check.folder = await realpath(link);
  if (!live) {
    check.problems.push(`current mène à ${basename(check.folder)}, mais l’historique est vide (history.json manque\u00a0?)`);
    return check;
  }
  if (basename(check.folder) !== live.folder) {
    check.problems.push(
      `current mène à deployments/${basename(check.folder)}, l’historique dit deployments/${live.folder} (un déploiement interrompu\u00a0: relancez-le)`,
    );
  }
  const manifest = await deployedManifest(deployDir, app, live.release);
  if (!manifest) {
    check.problems.push(`le manifeste de la release ${live.release} manque (manifests/${live.release}.json)`);
    return check;
  }

  const missing: string[] = [];
  const wrongSize: string[] = [];
  let total = 0;
  for (const file of manifest.files) {
    const info = await stat(join(check.folder, file)).catch(() => undefined);
    if (!info?.isFile()) {
      missing.push(file);
      continue;
    }
    total += info.size;
    const expected = manifest.sizes?.[file];
    if (expected !== undefined && info.size !== expected) wrongSize.push(file);
  }
  check.files = manifest.files.length;
  const count = manifest.files.length;
  if (missing.length > 0) check.problems.push(listed(missing, count, missing.length > 1 ? 'manquent' : 'manque'));
  if (wrongSize.length > 0) check.problems.push(listed(wrongSize, count, `n’${wrongSize.length > 1 ? 'ont' : 'a'} pas la taille que dit release.json`));
  if (missing.length === 0 && manifest.sizes === undefined && total !== manifest.bytes) {
    check.problems.push(`les fichiers font ${total} octets, release.json en annonce ${manifest.bytes}`);
  }

  // What is served: every page's stamp names the live release.
  const stale: string[] = [];
  for (const page of manifest.pages) {
    if (missing.includes(htmlFileOf(page))) continue;
    const stamp = readPageStamp(await readFile(join(check.folder, htmlFileOf(page)), 'utf8')).release;
    if (stamp !== `${app}@${live.release}`) stale.push(`${page} (${stamp ?? 'sans estampille'})`);
  }
  if (stale.length > 0) {
    const names = stale.slice(0, MAX_NAMED).join(', ') + (stale.length > MAX_NAMED ? ', …' : '');
    check.problems.push(
      `${stale.length} page${stale.length > 1 ? 's' : ''} servie${stale.length > 1 ? 's' : ''} sans l’estampille ${app}@${live.release}\u00a0: ${names}`,
    );
  }
  return check;
}
