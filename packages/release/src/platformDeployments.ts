/**
 * What Cloudflare itself serves (issue 38): the Worker's deployment list, read from the API
 * (`GET /accounts/{account_id}/workers/scripts/{script_name}/deployments`, « the first deployment
 * in the list is the latest deployment actively serving traffic »). A rollback made in the
 * dashboard is a new deployment there and nowhere in our history: `release:status --target
 * cloudflare` compares the two through the Worker version each upload made (platformHistory.ts).
 */

/** One deployment as the API documents it. */
export interface PlatformDeployment {
  id: string;
  created_on: string;
  source: string;
  strategy: string;
  author_email?: string;
  annotations?: { 'workers/message'?: string; 'workers/triggered_by'?: string };
  versions: { version_id: string; percentage: number }[];
}

interface ApiEnvelope<T> {
  success: boolean;
  errors?: { code: number; message: string }[];
  result?: T;
}

/** The API's address; `CLOUDFLARE_API_BASE_URL` points the contract tests at a local fake. */
export const apiBaseOf = (env: NodeJS.ProcessEnv = process.env) => (env.CLOUDFLARE_API_BASE_URL || 'https://api.cloudflare.com/client/v4').replace(/\/+$/, '');

export interface PlatformAccess {
  accountId: string;
  token: string;
  apiBase?: string;
}

/**
 * `GET <api>/accounts/{account_id}/workers/scripts/{script}/<path>`'s `result`, or `undefined` for a
 * Worker never deployed (code 10007: nothing to list, not an error). Rejects in French with the
 * API's errors, naming `what` was asked.
 */
export async function platformGet<T>(
  access: PlatformAccess,
  script: string,
  path: string,
  what: string,
  fetchJson: typeof fetch = fetch,
): Promise<T | undefined> {
  const url = `${access.apiBase ?? apiBaseOf()}/accounts/${encodeURIComponent(access.accountId)}/workers/scripts/${encodeURIComponent(script)}/${path}`;
  const response = await fetchJson(url, { headers: { Authorization: `Bearer ${access.token}`, Accept: 'application/json' } });
  const body = (await response.json().catch(() => undefined)) as ApiEnvelope<T> | undefined;
  if (response.status === 404 && body?.errors?.some((error) => error.code === 10007)) return undefined;
  if (!response.ok || !body?.success) {
    const errors = body?.errors?.map((error) => `${error.code} ${error.message}`).join(', ') || 'réponse illisible';
    throw new Error(`l’API Cloudflare refuse ${what} de ${script} (HTTP ${response.status}\u00a0: ${errors})`);
  }
  return body.result;
}

/** The Worker's deployments, latest (the one serving) first. Rejects in French with the API's errors. */
export async function listDeployments(access: PlatformAccess, script: string, fetchJson: typeof fetch = fetch): Promise<PlatformDeployment[]> {
  const result = await platformGet<{ deployments?: PlatformDeployment[] }>(access, script, 'deployments', 'la liste des déploiements', fetchJson);
  return result?.deployments ?? [];
}

/** The version that takes the traffic in a deployment (the largest share). */
export function servingVersion(deployment: PlatformDeployment): string | undefined {
  return [...deployment.versions].sort((a, b) => b.percentage - a.percentage)[0]?.version_id;
}
