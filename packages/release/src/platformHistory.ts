/**
 * The history Cloudflare keeps of a Worker (issue 38): its deployments, each serving a version that
 * names its release (platformVersions.ts). A CI checkout starts with an empty `.deploy/cloudflare`:
 * `rollback --target cloudflare` and `release:status --target cloudflare` read the releases from
 * here instead, and a rollback made in the dashboard shows in both.
 */
import { type HistoryEntry, rollbackTarget } from './deployTree.ts';
import { listDeployments, type PlatformAccess, type PlatformDeployment, servingVersion } from './platformDeployments.ts';
import { listVersions, namesOf, type PlatformVersion } from './platformVersions.ts';

/** One deployment of the platform, read as our history reads one switch. */
export interface PlatformEntry {
  versionId: string;
  /** From the version's tag; `undefined` for a version our commands did not upload. */
  release?: string;
  appVersion?: string;
  /** ISO 8601: when it went live. */
  at: string;
  /**
   * `rollback`: a version deployed before (Cloudflare's instant rollback, from the dashboard or
   * `npm run rollback`), or one `rollback --redeploy` uploaded again.
   */
  action: HistoryEntry['action'];
  deployment: PlatformDeployment;
}

/** The deployments, oldest first, each with the release its version names. */
export function platformHistory(deployments: readonly PlatformDeployment[], versions: readonly PlatformVersion[]): PlatformEntry[] {
  const byId = new Map(versions.map((version) => [version.id, version]));
  const seen = new Set<string>();
  return [...deployments].reverse().flatMap((deployment): PlatformEntry[] => {
    const versionId = servingVersion(deployment);
    if (!versionId) return [];
    const { rollback, ...names } = namesOf(byId.get(versionId));
    const again = seen.has(versionId) || deployment.annotations?.['workers/triggered_by'] === 'rollback';
    seen.add(versionId);
    return [{ versionId, ...names, at: deployment.created_on, action: again || rollback ? 'rollback' : 'deploy', deployment }];
  });
}

export interface PlatformState {
  /** Latest (serving) first, as the API lists them. */
  deployments: PlatformDeployment[];
  /** Oldest first. */
  entries: PlatformEntry[];
}

/** The Worker's deployments, then its versions (one after the other: a refusal names the first call refused). */
export async function readPlatform(access: PlatformAccess, script: string, fetchJson: typeof fetch = fetch): Promise<PlatformState> {
  const deployments = await listDeployments(access, script, fetchJson);
  const versions = deployments.length > 0 ? await listVersions(access, script, fetchJson) : [];
  return { deployments, entries: platformHistory(deployments, versions) };
}

/** A version with no release named is still a place to go back to: keyed by its id. */
const keyOf = (entry: PlatformEntry) => entry.release ?? `version ${entry.versionId}`;

/** The deployment a rollback goes back to, by the rule of our own history (deployTree.ts rollbackTarget). */
export function platformRollbackTarget(entries: readonly PlatformEntry[]): PlatformEntry | undefined {
  const back = rollbackTarget(entries.map((entry) => ({ release: keyOf(entry), action: entry.action })));
  return back === undefined ? undefined : [...entries].reverse().find((entry) => keyOf(entry) === back);
}

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });

/** How a deployment was made, in French: « retour arrière dans le tableau de bord le … par … ». */
export function howMade(deployment: PlatformDeployment): string {
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

/** `release <id>, version <v>` of an entry, or what is known of it. */
export function describeEntry(entry: PlatformEntry | undefined): string {
  if (!entry?.release) return 'une version qu’aucune release ne nomme (envoyée hors de npm run deploy)';
  return `release ${entry.release}${entry.appVersion ? `, version ${entry.appVersion}` : ''}`;
}

export interface PlatformComparison {
  /** The platform and our history agree (or we have no history: the platform's is the one). */
  agrees: boolean;
  /** One line, in French. */
  line: string;
}

/** Says whether what Cloudflare serves is what our history says is live, and if not, what it is. */
export function comparePlatform(history: readonly HistoryEntry[], platform: PlatformState): PlatformComparison {
  const latest = platform.deployments[0];
  const live = history.at(-1);
  if (!latest)
    return { agrees: !live, line: live ? 'Cloudflare n’a aucun déploiement de ce Worker\u00a0: rien n’est servi' : 'Cloudflare n’a aucun déploiement' };
  const version = servingVersion(latest);
  const serving = `Cloudflare sert la version ${version} (${howMade(latest)})`;
  const named = platform.entries.at(-1);
  // A CI checkout: nothing deployed from here, the platform's history is the only one.
  if (!live)
    return {
      agrees: true,
      line: `${serving}\u00a0: ${describeEntry(named)}\u00a0; pas d’historique local (un checkout de CI)\u00a0: celui de Cloudflare fait foi`,
    };
  if (live.versionId && version === live.versionId) return { agrees: true, line: `${serving}\u00a0: release ${live.release}, comme l’historique` };
  if (!live.versionId) {
    return { agrees: true, line: `${serving}\u00a0; l’historique ne connaît pas la version de ${live.release} (déployée avant l’issue 38)` };
  }
  const known = [...history].reverse().find((entry) => entry.versionId === version);
  const what = known ? `release ${known.release}` : named?.release ? `${describeEntry(named)} (d’après son étiquette)` : describeEntry(named);
  return { agrees: false, line: `${serving}\u00a0: ${what}, pas ${live.release} comme le dit l’historique` };
}
