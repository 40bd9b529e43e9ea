/**
 * Where an app is deployed, for nginx, the embedded proxy and the local edge alike:
 *
 *   <deploy>/<app>/current                 symbolic link to the deployment being served
 *   <deploy>/<app>/deployments/<n>-<id>/   one deployment: a release's files, plus the hashed
 *                                          assets of the releases retained (an open tab of an
 *                                          earlier release may still ask for them)
 *   <deploy>/<app>/manifests/<id>.json     the manifest of each release deployed here
 *   <deploy>/<app>/history.json            every switch, in order (deploy and rollback)
 *
 * A deployment is written whole beside the live one (hard links: no copy of the bytes), then the
 * link is replaced by `rename(2)`, which is atomic: a request sees the old deployment or the new
 * one, never a mix, and the new pages go live only once every asset they name is in place.
 * Nothing an open tab may still ask for is deleted: the hashed assets of the last `keep` releases,
 * and of every release that was live in the last `keepDays` days, are carried into each new
 * deployment (DESIGN.md §2.10).
 *
 * Only one switch of an app runs at a time (deployLock.ts, taken by the deploy command): under it,
 * the history read at the start is still the history when it is written. Durability: the new
 * deployment's folders (and any file copied rather than linked) are flushed to disk before
 * `current` names it, and the folder holding `current` after, so a crash leaves `current` on the
 * old deployment or on a complete new one, never on a folder the disk had not finished writing.
 */
import { copyFile, link, lstat, mkdir, open, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { AppName } from '@ecole/routes';
import { assetFilesOf, type ReleaseManifest } from './store.ts';

export interface HistoryEntry {
  /** 1, 2, 3…: the deployment's number, also in its folder's name. */
  seq: number;
  release: string;
  /** ISO 8601, UTC: when it went live. */
  at: string;
  action: 'deploy' | 'rollback';
  /** Releases whose hashed assets this deployment carries besides its own. */
  retained: string[];
  /** Folder under `deployments/`. */
  folder: string;
  /**
   * Written by the next deploy for a deployment that went live but whose own deploy was stopped
   * before it wrote the history (killed between the two): its action and retained releases are
   * not known.
   */
  recovered?: true;
  /**
   * Cloudflare target: the Worker version the upload made (wrangler's « Current Version ID »), so
   * `release:status` can tell it among the platform's deployments (a dashboard rollback).
   */
  versionId?: string;
}

export interface RetentionPolicy {
  /** Releases whose assets stay served, counting the live one (default 3). */
  keep: number;
  /** Any release live within this many days stays served too (default 7). */
  keepDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { keep: 3, keepDays: 7 };

const DAY_MS = 24 * 60 * 60 * 1000;

export function appDeployDir(deployDir: string, app: AppName): string {
  return join(deployDir, app);
}

export function currentLink(deployDir: string, app: AppName): string {
  return join(appDeployDir(deployDir, app), 'current');
}

export async function readHistory(deployDir: string, app: AppName): Promise<HistoryEntry[]> {
  try {
    return JSON.parse(await readFile(join(appDeployDir(deployDir, app), 'history.json'), 'utf8')) as HistoryEntry[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Flushes a file or a folder (its entries) to disk. */
async function flush(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes every folder of a tree: the names of its files (hard links: their bytes are the store's). */
async function flushFolders(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) if (entry.isDirectory()) await flushFolders(join(dir, entry.name));
  await flush(dir);
}

/** Written whole, then renamed over the old one: a reader sees the old text or the new. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.tmp-${process.pid}`;
  await writeFile(temporary, text);
  await flush(temporary);
  await rename(temporary, file);
  await flush(dirname(file));
}

/** The release live now, from the history (`undefined` before the first deploy). */
export function liveEntry(history: readonly HistoryEntry[]): HistoryEntry | undefined {
  return history.at(-1);
}

/**
 * The releases whose assets a new deployment of `next` must carry: the `keep - 1` releases live
 * most recently before it, and every release that was still live less than `keepDays` ago.
 */
export function retainedReleases(history: readonly HistoryEntry[], next: string, now: Date, policy: RetentionPolicy = DEFAULT_RETENTION): string[] {
  const retained: string[] = [];
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index]!;
    if (entry.release === next || retained.includes(entry.release)) continue;
    // Live until the next switch (or now, for the live one).
    const liveUntil = index + 1 < history.length ? Date.parse(history[index + 1]!.at) : now.getTime();
    const recent = now.getTime() - liveUntil < policy.keepDays * DAY_MS;
    if (retained.length < policy.keep - 1 || recent) retained.push(entry.release);
  }
  return retained;
}

/** Hard link, or a copy across file systems (a deploy folder on another disk than the store). */
async function place(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await flush(to);
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export interface SwitchOptions {
  deployDir: string;
  /** The release to make live, and where its files are (`<store>/<app>/<id>`). */
  manifest: ReleaseManifest;
  /** Its `client/` folder; default: its deployment folder still present here. */
  source?: string;
  action?: HistoryEntry['action'];
  now?: Date;
  retention?: RetentionPolicy;
  /**
   * Called once the deployment is written and before it goes live: the Cloudflare target uploads
   * it there, and the switch happens only if that succeeds.
   */
  beforeSwitch?: (folder: string) => Promise<{ versionId?: string } | undefined>;
  /** Called last before `current` is switched: the deploy lock checks it is still held. */
  beforeLive?: () => Promise<void>;
}

export interface SwitchResult {
  entry: HistoryEntry;
  /** The deployment's folder, live now. */
  folder: string;
  /** Hashed files carried from retained releases. */
  carried: number;
  /** Retained releases whose files could not be found (neither deployed here nor in the store). */
  missing: string[];
}

/** Where an earlier deployment of `release` is, if one is still here. */
async function deployedFolderOf(deployDir: string, app: AppName, history: readonly HistoryEntry[], release: string): Promise<string | undefined> {
  for (const entry of [...history].reverse()) {
    if (entry.release !== release) continue;
    const folder = join(appDeployDir(deployDir, app), 'deployments', entry.folder);
    if (await exists(folder)) return folder;
  }
  return undefined;
}

/**
 * Writes a deployment of `manifest` (its files plus the retained releases' assets), makes it live
 * atomically, records it, and removes deployments no longer needed for retention or rollback.
 */
export async function switchTo(options: SwitchOptions): Promise<SwitchResult> {
  const { deployDir, manifest } = options;
  const app = manifest.app;
  const now = options.now ?? new Date();
  const retention = options.retention ?? DEFAULT_RETENTION;
  const base = appDeployDir(deployDir, app);
  const history = await recoverHistory(deployDir, app, await readHistory(deployDir, app));
  await mkdir(join(base, 'deployments'), { recursive: true });
  await mkdir(join(base, 'manifests'), { recursive: true });
  await removeLeftovers(deployDir, app, history);

  const source = options.source ?? (await deployedFolderOf(deployDir, app, history, manifest.id));
  if (!source)
    throw new Error(`Les fichiers de la release ${manifest.id} de « ${app} » sont introuvables (ni dans le magasin de releases, ni déjà déployés ici).`);

  const seq = (history.at(-1)?.seq ?? 0) + 1;
  const folderName = `${String(seq).padStart(4, '0')}-${manifest.id}`;
  const folder = join(base, 'deployments', folderName);
  const temporary = `${folder}.tmp-${process.pid}`;
  await rm(temporary, { recursive: true, force: true });

  // The live deployment has every asset still retained: take them from there first.
  const live = liveEntry(history);
  const liveFolder = live ? join(base, 'deployments', live.folder) : undefined;
  const retained = retainedReleases(history, manifest.id, now, retention);
  const missing: string[] = [];
  let carried = 0;
  try {
    for (const file of manifest.files) await place(join(source, file), join(temporary, file));
    for (const release of retained) {
      const retainedManifest = await readFile(join(base, 'manifests', `${release}.json`), 'utf8').then(
        (text) => JSON.parse(text) as ReleaseManifest,
        () => undefined,
      );
      if (!retainedManifest) {
        missing.push(release);
        continue;
      }
      const own = await deployedFolderOf(deployDir, app, history, release);
      for (const file of assetFilesOf(retainedManifest)) {
        const target = join(temporary, file);
        if (await exists(target)) continue;
        const from = [liveFolder, own].filter(Boolean).map((dir) => join(dir!, file));
        let found = false;
        for (const candidate of from) {
          if (await exists(candidate)) {
            await place(candidate, target);
            carried += 1;
            found = true;
            break;
          }
        }
        if (!found && !missing.includes(release)) missing.push(release);
      }
    }
    await flushFolders(temporary);
    await rename(temporary, folder);
    await flush(join(base, 'deployments'));
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }

  let uploaded: { versionId?: string } | undefined;
  try {
    uploaded = await options.beforeSwitch?.(folder);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  await writeAtomically(join(base, 'manifests', `${manifest.id}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    await options.beforeLive?.();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  // The switch: a new link beside the old one, renamed over it (atomic on POSIX), then the folder
  // that holds it flushed; the history is written after, so it never names what is not live.
  const link = currentLink(deployDir, app);
  const next = `${link}.tmp-${process.pid}`;
  await rm(next, { force: true });
  await symlink(join('deployments', folderName), next);
  await rename(next, link);
  await flush(base);

  const entry: HistoryEntry = {
    seq,
    release: manifest.id,
    at: now.toISOString(),
    action: options.action ?? 'deploy',
    retained,
    folder: folderName,
    ...(uploaded?.versionId ? { versionId: uploaded.versionId } : {}),
  };
  await writeAtomically(join(base, 'history.json'), `${JSON.stringify([...history, entry], null, 2)}\n`);
  await prune(deployDir, app, [...history, entry], retention);
  return { entry, folder, carried, missing };
}

/**
 * The history, with the deployment `current` names appended when a deploy was stopped between
 * its switch and its history write (the only window where they disagree): the history keeps every
 * deployment that went live, and the next number follows it.
 */
async function recoverHistory(deployDir: string, app: AppName, history: HistoryEntry[]): Promise<HistoryEntry[]> {
  const link = currentLink(deployDir, app);
  const target = await readlink(link).catch(() => undefined);
  if (target === undefined) return history;
  const folder = basename(target);
  const last = liveEntry(history);
  if (last?.folder === folder) return history;
  const parsed = /^(\d+)-(.+)$/.exec(folder);
  if (!parsed || Number(parsed[1]) <= (last?.seq ?? 0) || !(await exists(join(dirname(link), target)))) return history;
  const at = (await lstat(link)).mtime.toISOString();
  return [...history, { seq: Number(parsed[1]), release: parsed[2]!, at, action: 'deploy', retained: [], folder, recovered: true }];
}

/**
 * What a deploy killed mid-way left, removed under the lock before the next one writes: its
 * half-written deployment (`*.tmp-<pid>`), a complete one it never switched to (not live, not in
 * the history), and its temporary link or history file.
 */
async function removeLeftovers(deployDir: string, app: AppName, history: readonly HistoryEntry[]): Promise<void> {
  const base = appDeployDir(deployDir, app);
  const known = new Set(history.map((entry) => entry.folder));
  const live = basename((await readlink(currentLink(deployDir, app)).catch(() => '')) || '.');
  for (const folder of await readdir(join(base, 'deployments'))) {
    if (folder.includes('.tmp-') || (!known.has(folder) && folder !== live)) await rm(join(base, 'deployments', folder), { recursive: true, force: true });
  }
  for (const file of await readdir(base)) if (file.includes('.tmp-')) await rm(join(base, file), { force: true });
}

/**
 * Removes deployment folders that are neither live nor among the last `keep` (kept for a fast
 * rollback; they are hard links, so they cost little). Files an nginx worker still has open
 * stay readable until it closes them.
 */
async function prune(deployDir: string, app: AppName, history: readonly HistoryEntry[], retention: RetentionPolicy): Promise<void> {
  const keepFolders = new Set(history.slice(-retention.keep).map((entry) => entry.folder));
  const folders = await readdir(join(appDeployDir(deployDir, app), 'deployments'));
  for (const folder of folders) {
    if (keepFolders.has(folder)) continue;
    // Its files are hard links to the store's read-only files: removing a name needs only the
    // folder to be writable, and leaves the store's copy as it is.
    await rm(join(appDeployDir(deployDir, app), 'deployments', folder), { recursive: true, force: true });
  }
}

/**
 * The release a rollback goes back to: the one live before the live release was (last) deployed.
 * Rolling back again goes one release further back. The same rule reads Cloudflare's deployments
 * (platformHistory.ts).
 */
export function rollbackTarget(history: readonly Pick<HistoryEntry, 'release' | 'action'>[]): string | undefined {
  const live = history.at(-1);
  if (!live) return undefined;
  let index = history.findLastIndex((entry) => entry.action === 'deploy' && entry.release === live.release);
  if (index === -1) index = history.length - 1;
  for (let before = index - 1; before >= 0; before -= 1) {
    if (history[before]!.release !== live.release) return history[before]!.release;
  }
  return undefined;
}

/** The folder `current` points to, or `undefined` when the app is not deployed here. */
export async function liveFolder(deployDir: string, app: AppName): Promise<string | undefined> {
  const link = currentLink(deployDir, app);
  const target = await readlink(link).catch(() => undefined);
  return target === undefined ? undefined : join(dirname(link), target);
}

/** The manifest of a release deployed here. */
export async function deployedManifest(deployDir: string, app: AppName, release: string): Promise<ReleaseManifest | undefined> {
  return readFile(join(appDeployDir(deployDir, app), 'manifests', `${release}.json`), 'utf8').then(
    (text) => JSON.parse(text) as ReleaseManifest,
    () => undefined,
  );
}
