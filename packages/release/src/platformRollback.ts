/**
 * Cloudflare's instant rollback (issue 38): a new deployment of an earlier Worker version at 100 %
 * of the traffic (`POST /accounts/{account_id}/workers/scripts/{script_name}/deployments`, body
 * `{ strategy: 'percentage', versions: [{ version_id, percentage: 100 }], annotations }`), what the
 * dashboard's « Rollback » button and `wrangler rollback` send. Nothing is uploaded: the version's
 * code and static assets are on the platform already, live in seconds.
 */
import { apiBaseOf, type PlatformAccess, type PlatformDeployment } from './platformDeployments.ts';

interface ApiEnvelope {
  success: boolean;
  errors?: { code: number; message: string }[];
  result?: PlatformDeployment;
}

/** The API's refusal when a secret changed since the version (wrangler's CANNOT_ROLLBACK_WITH_MODIFIED_SECERT_CODE). */
export const SECRET_CHANGED = 10220;

/** The deployment's message: the API truncates it to 100 bytes. */
export function rollbackMessage(release: string): string {
  return Buffer.from(`npm run rollback : retour à ${release}`).subarray(0, 100).toString('utf8');
}

/**
 * Makes `versionId` the Worker's only version. Never forced: a secret changed since would be
 * rolled back with it, so the refusal is said, with what to do instead.
 */
export async function rollbackOnPlatform(
  access: PlatformAccess,
  script: string,
  versionId: string,
  message: string,
  fetchJson: typeof fetch = fetch,
): Promise<PlatformDeployment> {
  const url = `${access.apiBase ?? apiBaseOf()}/accounts/${encodeURIComponent(access.accountId)}/workers/scripts/${encodeURIComponent(script)}/deployments`;
  const response = await fetchJson(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${access.token}`, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ strategy: 'percentage', versions: [{ version_id: versionId, percentage: 100 }], annotations: { 'workers/message': message } }),
  });
  const body = (await response.json().catch(() => undefined)) as ApiEnvelope | undefined;
  if (!response.ok || !body?.success || !body.result) {
    const errors = body?.errors ?? [];
    const said = errors.map((error) => `${error.code} ${error.message}`).join(', ') || 'réponse illisible';
    const hint = errors.some((error) => error.code === SECRET_CHANGED)
      ? ' Un secret du Worker a changé depuis cette version\u00a0: redéployez-la plutôt (npm run rollback -- <app> --target cloudflare --redeploy).'
      : '';
    throw new Error(`l’API Cloudflare refuse le retour arrière de ${script} à la version ${versionId} (HTTP ${response.status}\u00a0: ${said}).${hint}`);
  }
  return body.result;
}
