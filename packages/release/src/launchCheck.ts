/**
 * The deployment half of the launch check (`npm run launch-check`): would the production proxies
 * block a host the site calls? For the deployment settings of this environment, it reads the
 * Content-Security-Policy of the nginx configuration and of the edge router that
 * `npm run proxy-config` and `npm run deploy` would generate, of a configuration file already on
 * a server (`--nginx`), of the live site (`--url`), and checks that the newest release of each
 * app was built for the same hosts.
 */
import { contentSecurityPolicy, deskContentSecurityPolicy, productionNginxConfig } from '@ecole/proxy';
import { APP_NAMES } from '@ecole/routes';
import { type DeploySettings, directiveSources, type Env, policyGaps, policySourcesOf, readDeploySettings } from '@ecole/settings';
import { listReleases } from './store.ts';

export interface DeployCheck {
  /** Invalid setting values. */
  problems: string[];
  /** What a policy would block, each line naming where the policy comes from. */
  gaps: string[];
  /** Releases built for other hosts than the settings name. */
  mismatches: string[];
  /** The hosts the settings name, which were checked. */
  hosts: string[];
}

/** Every Content-Security-Policy an nginx configuration file sends. */
export function nginxPolicies(config: string): string[] {
  return [...new Set([...config.matchAll(/add_header\s+Content-Security-Policy\s+"([^"]*)"/g)].map((match) => match[1]!))];
}

/**
 * The staff desk's policy (issue 32) posts no form and frames nothing (`form-action 'none'`): of
 * the hosts the settings name, it must let through only the Supabase project it signs in and
 * reads with (`connect-src`).
 */
const DESK_DIRECTIVES = ['connect-src'] as const;
const isDeskPolicy = (policy: string) => directiveSources(policy, 'form-action')?.join(' ') === "'none'";

function gapsOf(where: string, policies: readonly string[], settings: DeploySettings): string[] {
  const gaps = policies.flatMap((policy) => policyGaps(policy, settings, isDeskPolicy(policy) ? DESK_DIRECTIVES : undefined));
  return [...new Set(gaps)].map((gap) => `${where} : ${gap}`);
}

export interface DeployCheckOptions {
  env: Env;
  /** The release store to compare releases with. */
  store?: string;
  /** An nginx configuration file's text, as deployed (`--nginx`). */
  nginxConfig?: { name: string; text: string };
  /** The live site's policy, as its page `/contact` sends it (`--url`). */
  livePolicy?: { url: string; policy: string | null };
}

export async function checkDeployment(options: DeployCheckOptions): Promise<DeployCheck> {
  const { settings, problems } = readDeploySettings(options.env);
  const gaps = [
    ...gapsOf('nginx (npm run proxy-config -- nginx)', nginxPolicies(productionNginxConfig({ settings })), settings),
    ...gapsOf(
      'edge (npm run deploy -- router --target cloudflare)',
      [contentSecurityPolicy(policySourcesOf(settings)), deskContentSecurityPolicy(policySourcesOf(settings))],
      settings,
    ),
  ];
  if (options.nginxConfig) {
    const policies = nginxPolicies(options.nginxConfig.text);
    if (policies.length === 0)
      gaps.push(`${options.nginxConfig.name} : aucune Content-Security-Policy (ce n’est pas une configuration générée par npm run proxy-config).`);
    gaps.push(...gapsOf(options.nginxConfig.name, policies, settings));
  }
  if (options.livePolicy) {
    const { url, policy } = options.livePolicy;
    if (policy === null) gaps.push(`${url} : aucune Content-Security-Policy reçue.`);
    else gaps.push(...gapsOf(url, [policy], settings));
  }
  const mismatches: string[] = [];
  if (options.store) {
    const wanted = policySourcesOf(settings);
    for (const app of APP_NAMES) {
      const latest = (await listReleases(options.store, app)).at(-1);
      if (!latest) continue;
      for (const key of ['supabase', 'applicationForm', 'applicationFormScript'] as const) {
        if ((latest.hosts[key] ?? null) !== (wanted[key] ?? null)) {
          mismatches.push(
            `release ${app}@${latest.id} construite pour ${latest.hosts[key] ?? 'l’hôte local'} (${key}), les réglages disent ${wanted[key] ?? 'local'} : refaites npm run release -- ${app}.`,
          );
        }
      }
    }
  }
  const hosts = Object.values(policySourcesOf(settings)).filter((host): host is string => host !== undefined);
  return { problems, gaps, mismatches, hosts: [...new Set(hosts)] };
}

export function formatDeployCheck(check: DeployCheck): string {
  const lines = [`Configuration des proxys de production (${check.problems.length + check.gaps.length + check.mismatches.length}) :`];
  for (const line of [...check.problems, ...check.gaps, ...check.mismatches]) lines.push(`  • ${line}`);
  if (lines.length > 1) return lines.join('\n');
  if (check.hosts.length === 0) lines.push('  aucun hôte de production configuré (voir les réglages manquants ci-dessus) : rien à vérifier.');
  else lines.push(`  ✓ les proxys de production autorisent ${check.hosts.join(', ')}.`);
  return lines.join('\n');
}

export function deployCheckFails(check: DeployCheck): boolean {
  return check.problems.length + check.gaps.length + check.mismatches.length > 0;
}
