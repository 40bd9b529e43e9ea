/**
 * The release each Worker version is (issue 38): every upload names it in the version's annotations
 * (`wrangler deploy --tag <release id> --message "<app>@<version> (release <id>)"`, the same for a
 * preview's `wrangler versions upload`), and Cloudflare's Versions API gives them back
 * (`GET /accounts/{account_id}/workers/scripts/{script_name}/versions?deployable=true`: `{ items:
 * [{ id, number, metadata: { created_on, author_email, source }, annotations: { 'workers/tag',
 * 'workers/message', 'workers/triggered_by' } }] }`, the latest first). So a CI checkout, whose
 * `.deploy/cloudflare` starts empty, still knows which release each deployment served
 * (platformHistory.ts).
 */
import type { AppName } from '@ecole/routes';
import { type PlatformAccess, platformGet } from './platformDeployments.ts';
import type { ReleaseManifest } from './store.ts';

/** One version as the API documents it (the fields read here). */
export interface PlatformVersion {
  id: string;
  number?: number;
  metadata?: { created_on?: string; author_email?: string; source?: string };
  annotations?: { 'workers/tag'?: string; 'workers/message'?: string; 'workers/triggered_by'?: string };
}

/**
 * The versions a deployment can use (`deployable=true`: what a rollback may go back to; the API
 * ignores pagination for it), latest first; none for a Worker never deployed.
 */
export async function listVersions(access: PlatformAccess, script: string, fetchJson: typeof fetch = fetch): Promise<PlatformVersion[]> {
  const result = await platformGet<{ items?: PlatformVersion[] }>(access, script, 'versions?deployable=true', 'la liste des versions', fetchJson);
  return result?.items ?? [];
}

/** The API keeps 100 bytes of a message (rollbackMessage, platformRollback.ts, cuts the same way). */
const MESSAGE_BYTES = 100;
const ROLLBACK_PREFIX = 'retour arrière\u00a0: ';

/**
 * What an upload of `manifest` says of itself: the release id as the tag, the app and its version
 * in the message. `rollback`: a `rollback --redeploy`, which uploads an earlier release again.
 */
export function versionAnnotations(app: AppName, manifest: Pick<ReleaseManifest, 'id' | 'version'>, rollback = false): { tag: string; message: string } {
  const message = `${rollback ? ROLLBACK_PREFIX : ''}${app}@${manifest.version ?? 'sans-version'} (release ${manifest.id})`;
  return { tag: manifest.id, message: Buffer.from(message).subarray(0, MESSAGE_BYTES).toString('utf8') };
}

/** The wrangler arguments that write them (`deploy` and `versions upload` both take them). */
export function annotationArgs(annotations: { tag: string; message: string }): string[] {
  return ['--tag', annotations.tag, '--message', annotations.message];
}

export interface VersionNames {
  /** The release id, from the tag; `undefined` for a version not uploaded by our commands. */
  release?: string;
  /** The app's version, from the message. */
  appVersion?: string;
  /** Uploaded by `rollback --redeploy`. */
  rollback: boolean;
}

/** What a version's annotations say it is. */
export function namesOf(version: PlatformVersion | undefined): VersionNames {
  const tag = version?.annotations?.['workers/tag']?.trim();
  const message = version?.annotations?.['workers/message'] ?? '';
  const named = /@(\S+) \(release ([^)]+)\)/.exec(message);
  const release = tag || named?.[2];
  return {
    ...(release ? { release } : {}),
    ...(named && named[1] !== 'sans-version' ? { appVersion: named[1] } : {}),
    rollback: message.startsWith(ROLLBACK_PREFIX),
  };
}
