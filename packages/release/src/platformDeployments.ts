/**
 * What Cloudflare itself serves (issue 38): the Worker's deployment list, read from the API
 * (`GET /accounts/{account_id}/workers/scripts/{script_name}/deployments`, « the first deployment
 * in the list is the latest deployment actively serving traffic »). A rollback made in the
 * dashboard is a new deployment there and nowhere in our history: `release:status --target
 * cloudflare` compares the two through the Worker version each upload made (HistoryEntry.versionId).
 */
import type { HistoryEntry } from './deployTree.ts';

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

interface ApiEnvelope {
  success: boolean;
  errors?: { code: number; message: string }[];
  result?: { deployments?: PlatformDeployment[] };
}

/** The API's address; `CLOUDFLARE_API_BASE_URL` points the contract tests at a local fake. */
export const apiBaseOf = (env: NodeJS.ProcessEnv = process.env) => (env.CLOUDFLARE_API_BASE_URL || 'https://api.cloudflare.com/client/v4').replace(/\/+$/, '');

export interface PlatformAccess {
  accountId: string;
  token: string;
  apiBase?: string;
}

/** The Worker's deployments, latest (the one serving) first. Rejects in French with the API's errors. */
export async function listDeployments(access: PlatformAccess, script: string, fetchJson: typeof fetch = fetch): Promise<PlatformDeployment[]> {
  const url = `${access.apiBase ?? apiBaseOf()}/accounts/${encodeURIComponent(access.accountId)}/workers/scripts/${encodeURIComponent(script)}/deployments`;
  const response = await fetchJson(url, { headers: { Authorization: `Bearer ${access.token}`, Accept: 'application/json' } });
  const body = (await response.json().catch(() => undefined)) as ApiEnvelope | undefined;
  // A Worker never deployed (code 10007): no deployment, not an error.
  if (response.status === 404 && body?.errors?.some((error) => error.code === 10007)) return [];
  if (!response.ok || !body?.success) {
    const errors = body?.errors?.map((error) => `${error.code} ${error.message}`).join(', ') || 'réponse illisible';
    throw new Error(`l’API Cloudflare refuse la liste des déploiements de ${script} (HTTP ${response.status}\u00a0: ${errors})`);
  }
  return body.result?.deployments ?? [];
}

/** The version that takes the traffic in a deployment (the largest share). */
export function servingVersion(deployment: PlatformDeployment): string | undefined {
  return [...deployment.versions].sort((a, b) => b.percentage - a.percentage)[0]?.version_id;
}

export interface PlatformComparison {
  /** The platform and our history agree. */
  agrees: boolean;
  /** One line, in French. */
  line: string;
}

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });

function howMade(deployment: PlatformDeployment): string {
  const trigger = deployment.annotations?.['workers/triggered_by'];
  const what = trigger === 'rollback' ? 'retour arrière' : trigger === 'upload' ? 'envoi' : trigger === 'deployment' || !trigger ? 'déploiement' : trigger;
  const where =
    deployment.source === 'dash'
      ? ' dans le tableau de bord'
      : deployment.source === 'wrangler'
        ? ' par wrangler'
        : deployment.source === 'api'
          ? ' par l’API'
          : ` (${deployment.source})`;
  return `${what}${where} le ${when(deployment.created_on)}${deployment.author_email ? ` par ${deployment.author_email}` : ''}`;
}

/** Says whether what Cloudflare serves is what our history says is live, and if not, what it is. */
export function comparePlatform(history: readonly HistoryEntry[], deployments: readonly PlatformDeployment[]): PlatformComparison {
  const latest = deployments[0];
  const live = history.at(-1);
  if (!latest)
    return { agrees: !live, line: live ? 'Cloudflare n’a aucun déploiement de ce Worker\u00a0: rien n’est servi' : 'Cloudflare n’a aucun déploiement' };
  const version = servingVersion(latest);
  const known = [...history].reverse().find((entry) => entry.versionId === version);
  const serving = `Cloudflare sert la version ${version} (${howMade(latest)})`;
  if (live?.versionId && version === live.versionId) return { agrees: true, line: `${serving}\u00a0: release ${live.release}, comme l’historique` };
  if (live && !live.versionId) {
    return { agrees: true, line: `${serving}\u00a0; l’historique ne connaît pas la version de ${live.release} (déployée avant l’issue 38)` };
  }
  return {
    agrees: false,
    line: `${serving}\u00a0: ${known ? `release ${known.release}` : 'une version que l’historique ne connaît pas'}, pas ${live ? live.release : 'rien'} comme le dit l’historique`,
  };
}
