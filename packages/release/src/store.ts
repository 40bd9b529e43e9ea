/**
 * The release store: every release of every app, side by side, never changed once written.
 *
 *   <store>/<app>/<release id>/release.json   what it is (manifest below)
 *   <store>/<app>/<release id>/client/…        the app's static files, each page stamped
 *
 * A release id sorts by time: `20261125-214501-49f7137` (UTC day and time, then the commit;
 * `-dirty` when the working copy had uncommitted changes).
 */
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ChromeParts } from '@ecole/app-build/chromeStamp';
import { variantPathsOf } from '@ecole/content/experiments';
import { precompressFile } from '@ecole/proxy/precompress';
import { APPS, type AppName, htmlFileOf, NOT_FOUND_APP, NOT_FOUND_FILE, routesOf } from '@ecole/routes';
import { type DeploySettings, policySourcesOf } from '@ecole/settings';
import { readPageStamp, stampPage } from './pageStamp.ts';
import { appVersion } from './versioning.ts';

export interface ReleaseManifest {
  app: AppName;
  id: string;
  /**
   * The app's version, its package.json's at the release (`npm run release:version` writes it from the
   * changesets): what its CHANGELOG.md names. Releases made before issue 38 have none.
   */
  version?: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  commit: string | null;
  /** The working copy had uncommitted changes when the release was made. */
  dirty: boolean;
  chrome: { digest: string; parts: ChromeParts };
  /** The hosts the build calls (deployment settings): the proxy's CSP must allow them. */
  hosts: { supabase?: string; applicationForm?: string; applicationFormScript?: string };
  siteOrigin?: string;
  /** Built for production (`SITE_ENV=production`). */
  production: boolean;
  /**
   * The day its dated content is as of (`SITE_AS_OF`, `YYYY-MM-DD`): `npm run refresh-dated`
   * compares it with today's (releases made before issue 35 have none).
   */
  asOf?: string;
  /** The app's pages, as paths. */
  pages: string[];
  /** Every file, relative to `client/`, sorted. */
  files: string[];
  /** Each file's size in bytes (releases made before issue 34 have only the total). */
  sizes?: Record<string, number>;
  bytes: number;
}

export const MANIFEST_FILE = 'release.json';
export const CLIENT_DIR = 'client';

export function releaseDir(store: string, app: AppName, id: string): string {
  return join(store, app, id);
}

/** Every file under `root`, as sorted paths relative to it with `/` separators. */
export async function listFiles(root: string, dir = root): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(root, path)));
    else if (entry.isFile()) files.push(relative(root, path).split(sep).join('/'));
  }
  return files.sort();
}

/** `20261125-214501-49f7137`: sorts by time; `-dirty` for a working copy with changes. */
export function releaseIdOf(now: Date, commit: string | null, dirty: boolean): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return [stamp, commit?.slice(0, 7) ?? 'sans-commit', ...(dirty ? ['dirty'] : [])].join('-');
}

/** Whether `id` is a timed release id (not the `local` stamp of an unreleased build). */
export function isTimedReleaseId(id: string): boolean {
  return /^\d{8}-\d{6}-/.test(id);
}

export interface CreateReleaseOptions {
  store: string;
  app: AppName;
  /** The app's fresh build (`apps/<app>/build/client`). */
  clientDir: string;
  commit: string | null;
  dirty: boolean;
  settings: DeploySettings;
  production: boolean;
  /** The build's `SITE_AS_OF`. */
  asOf?: string;
  /** Default: the app's package.json's (versioning.ts). */
  version?: string;
  now?: Date;
}

/** Files and folders read-only: a release is never changed once written. */
async function freeze(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await freeze(path);
    else await chmod(path, 0o444);
  }
  await chmod(dir, 0o555);
}

/**
 * Copies a fresh build into the store as a new release, each page stamped with its id, and
 * writes its manifest. Written beside its final place, then renamed: a release is whole or absent.
 */
export async function createRelease(options: CreateReleaseOptions): Promise<ReleaseManifest> {
  const { store, app, clientDir } = options;
  const now = options.now ?? new Date();
  const version = options.version ?? appVersion(app);
  let id = releaseIdOf(now, options.commit, options.dirty);
  for (
    let n = 2;
    await stat(releaseDir(store, app, id)).then(
      () => true,
      () => false,
    );
    n += 1
  )
    id = `${releaseIdOf(now, options.commit, options.dirty)}-${n}`;

  const files = await listFiles(clientDir);
  // The pages, their experiments' variants (issue 37: served in a page's place, stamped alike).
  const pages = [...routesOf(app).map((route) => route.path), ...variantPathsOf(app)];
  const htmlFiles = [...pages.map(htmlFileOf), ...(app === NOT_FOUND_APP ? [NOT_FOUND_FILE] : [])];
  for (const file of htmlFiles) if (!files.includes(file)) throw new Error(`Build incomplet de « ${app} » : ${file} manque dans ${clientDir}.`);

  const final = releaseDir(store, app, id);
  const temporary = `${final}.tmp-${process.pid}`;
  await mkdir(join(store, app), { recursive: true });
  await rm(temporary, { recursive: true, force: true });
  try {
    await cp(clientDir, join(temporary, CLIENT_DIR), { recursive: true });
    let chrome: ReleaseManifest['chrome'] | undefined;
    // The app's pages (and the not-found page): other HTML files are public files (the local
    // stand-in of the application form), not pages of the app.
    for (const file of htmlFiles) {
      const path = join(temporary, CLIENT_DIR, file);
      const html = await readFile(path, 'utf8');
      const stamped = stampPage(html, app, id, `${app}/${file}`, version);
      const stamp = readPageStamp(stamped);
      if (!stamp.chrome) throw new Error(`${app}/${file} : pas d’empreinte du chrome (<meta name="chrome">).`);
      if (chrome && chrome.digest !== stamp.chrome) throw new Error(`${app}/${file} : empreinte du chrome différente des autres pages du même build.`);
      chrome ??= { digest: stamp.chrome, parts: stamp.chromeParts };
      await writeFile(path, stamped);
      // The build's brotli and gzip siblings hold the page before its stamp: nginx would send them.
      precompressFile(path);
    }
    const sizes = await Promise.all(files.map((file) => stat(join(temporary, CLIENT_DIR, file)).then((info) => info.size)));
    const hosts = policySourcesOf(options.settings);
    const manifest: ReleaseManifest = {
      app,
      id,
      version,
      createdAt: now.toISOString(),
      commit: options.commit,
      dirty: options.dirty,
      chrome: chrome!,
      hosts: Object.fromEntries(Object.entries(hosts).filter(([, value]) => value !== undefined)),
      ...(options.settings.siteOrigin ? { siteOrigin: options.settings.siteOrigin } : {}),
      production: options.production,
      ...(options.asOf ? { asOf: options.asOf } : {}),
      pages,
      files,
      sizes: Object.fromEntries(files.map((file, index) => [file, sizes[index]!])),
      bytes: sizes.reduce((sum, size) => sum + size, 0),
    };
    await writeFile(join(temporary, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await freeze(temporary);
    await rename(temporary, final);
    return manifest;
  } catch (error) {
    await chmodTree(temporary);
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

/** Makes a frozen tree writable again, so it can be removed. */
export async function chmodTree(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) return;
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await chmodTree(path);
    else await chmod(path, 0o644);
  }
}

export async function readManifest(dir: string): Promise<ReleaseManifest> {
  return JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as ReleaseManifest;
}

/** The releases of an app in the store, oldest first. */
export async function listReleases(store: string, app: AppName): Promise<ReleaseManifest[]> {
  const entries = await readdir(join(store, app), { withFileTypes: true }).catch(() => []);
  const ids = entries.filter((entry) => entry.isDirectory() && !entry.name.includes('.tmp-')).map((entry) => entry.name);
  const manifests = await Promise.all(ids.map((id) => readManifest(releaseDir(store, app, id)).catch(() => undefined)));
  return manifests.filter((manifest): manifest is ReleaseManifest => manifest !== undefined).sort((a, b) => a.id.localeCompare(b.id));
}

/** The newest release of an app, or `undefined`. */
export async function latestRelease(store: string, app: AppName): Promise<ReleaseManifest | undefined> {
  return (await listReleases(store, app)).at(-1);
}

/** The hashed files of a release: everything under the app's asset prefix. */
export function assetFilesOf(manifest: ReleaseManifest): string[] {
  const prefix = `${APPS[manifest.app].assetsDir}/`;
  return manifest.files.filter((file) => file.startsWith(prefix));
}
