/**
 * Shareable previews per branch on the edge (issue 38, point 1): a release of one app, uploaded as
 * a version of its Worker that is never deployed (`wrangler versions upload --preview-alias
 * <alias>`), reached at `https://<alias>-<worker>.<account>.workers.dev`, the same address for
 * every push of the branch. What it answers: previewWorkerConfig and previewResponse.ts of
 * @ecole/proxy (the app's pages, the other paths sent to the live site, the router's security
 * headers for the hosts the release calls, `noindex` on everything).
 */
import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { previewWorkerConfig, workerName } from '@ecole/proxy';
import type { AppName } from '@ecole/routes';
import { type DryRunUpload, ignoreCompressedCopies, type WranglerRun, wranglerUpload } from './cloudflare.ts';
import { annotationArgs, versionAnnotations } from './platformVersions.ts';
import { CLIENT_DIR, type ReleaseManifest, releaseDir } from './store.ts';

/** A DNS label holds 63 characters: `<alias>-<worker>` must fit in one. */
const DNS_LABEL = 63;

/**
 * The alias of a branch, as Cloudflare accepts it (a letter first, then letters, digits and dashes,
 * `<alias>-<worker>` within one DNS label): `feature/Nouvelle_TPE` → `feature-nouvelle-tpe`.
 */
export function previewAliasOf(branch: string, worker: string): string {
  const room = DNS_LABEL - worker.length - 1;
  let alias = branch
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!/^[a-z]/.test(alias)) alias = `b-${alias}`;
  alias = alias.slice(0, room).replace(/-+$/, '');
  if (!/^[a-z](?:[a-z0-9-]*[a-z0-9])?$/.test(alias)) throw new Error(`Branche « ${branch} » : aucun alias d’aperçu possible.`);
  return alias;
}

export interface PreviewUpload extends WranglerRun {
  alias: string;
  upload?: DryRunUpload;
}

/**
 * Uploads `manifest`'s files as a preview version of the app's Worker, aliased after `branch`.
 * `work` holds the folder sent (the store's releases are read-only: `.assetsignore` cannot go there).
 */
export async function uploadPreview(options: {
  app: AppName;
  manifest: ReleaseManifest;
  store: string;
  branch: string;
  siteOrigin: string;
  work: string;
  dryRun?: boolean;
}): Promise<PreviewUpload> {
  const { app, manifest } = options;
  const alias = previewAliasOf(options.branch, workerName(app));
  const folder = join(options.work, 'previews', alias);
  await rm(folder, { recursive: true, force: true });
  await mkdir(join(options.work, 'previews'), { recursive: true });
  await cp(join(releaseDir(options.store, app, manifest.id), CLIENT_DIR), folder, { recursive: true });
  await ignoreCompressedCopies(folder);
  const run = await wranglerUpload(join(options.work, `preview-${alias}.wrangler.json`), previewWorkerConfig(app, folder, options.siteOrigin, manifest.hosts), {
    dryRun: options.dryRun ?? false,
    command: ['versions', 'upload'],
    // The tag and message name the release as a deploy's do (platformVersions.ts): the version is
    // recognised in the dashboard, and a later deploy of it is named in release:status.
    extraArgs: ['--preview-alias', alias, ...annotationArgs(versionAnnotations(app, manifest))],
  });
  return { ...run, alias };
}
