/**
 * The settings of one deployment of the site, defined once (DESIGN.md §2.10: « production settings
 * are inputs of a deploy, not committed files that only work locally »). Each is an environment
 * variable given to the apps' build (Vite reads `VITE_*`), to the proxy configuration generators
 * (the Content-Security-Policy must allow the hosts the build calls) and to the launch check.
 * Unset, each has a local default: the stand-ins on the page's own origin, which `'self'` covers.
 *
 * Plain TypeScript without imports: the apps' Vite config, the proxies and the edge worker read it.
 */

/** The directives of the Content-Security-Policy a setting's host must appear in. */
export type PolicyDirective = 'connect-src' | 'form-action' | 'frame-src' | 'script-src';

export interface DeploySetting {
  /** The environment variable that carries it. */
  env: 'VITE_SITE_ORIGIN' | 'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY' | 'VITE_APPLICATION_FORM_URL' | 'VITE_APPLICATION_FORM_SCRIPT';
  key: keyof DeploySettings;
  /** What it is, in French, as the launch check and the deploy commands print it. */
  what: string;
  /** `origin`: scheme and host only; `url`: an absolute address; `key`: an opaque public value. */
  kind: 'origin' | 'url' | 'key';
  /** A production release or deploy refuses to run without it. */
  requiredInProduction: boolean;
  /** The CSP directives that must allow its host (none for a key or the site's own origin). */
  policy: readonly PolicyDirective[];
}

export interface DeploySettings {
  siteOrigin?: string;
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  applicationFormUrl?: string;
  applicationFormScript?: string;
}

export const DEPLOY_SETTINGS: readonly DeploySetting[] = [
  {
    env: 'VITE_SITE_ORIGIN',
    key: 'siteOrigin',
    what: 'adresse publique du site (adresses canoniques, plan du site ; défaut : le fait school.origin)',
    kind: 'origin',
    requiredInProduction: false,
    policy: [],
  },
  {
    env: 'VITE_SUPABASE_URL',
    key: 'supabaseUrl',
    what: 'adresse du projet Supabase qui reçoit les demandes de contact',
    kind: 'url',
    requiredInProduction: true,
    // The form's two calls (fetch) and its post without JavaScript.
    policy: ['connect-src', 'form-action'],
  },
  { env: 'VITE_SUPABASE_ANON_KEY', key: 'supabaseAnonKey', what: 'clé publique (anon) de ce projet', kind: 'key', requiredInProduction: true, policy: [] },
  {
    env: 'VITE_APPLICATION_FORM_URL',
    key: 'applicationFormUrl',
    what: 'adresse du formulaire de candidature hébergé (page /candidater)',
    kind: 'url',
    requiredInProduction: true,
    policy: ['frame-src'],
  },
  {
    env: 'VITE_APPLICATION_FORM_SCRIPT',
    key: 'applicationFormScript',
    what: 'script d’intégration du fournisseur de ce formulaire',
    kind: 'url',
    requiredInProduction: true,
    policy: ['script-src'],
  },
];

export type Env = Readonly<Record<string, string | undefined>>;

/** Loopback hosts may be reached over plain HTTP (local stand-ins, tests); anything else is HTTPS. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why `value` is not a valid value of `setting`, in French; `undefined` when it is. */
function problemOf(setting: DeploySetting, value: string): string | undefined {
  if (setting.kind === 'key') return /\s/.test(value) ? `${setting.env} contient un espace.` : undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${setting.env} doit être une adresse complète (https://…), reçu « ${value} ».`;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    return `${setting.env} doit commencer par https:// (reçu « ${value} »).`;
  }
  if (url.username || url.password) return `${setting.env} ne doit pas contenir d’identifiants.`;
  if (setting.kind === 'origin' && (url.pathname !== '/' || url.search || url.hash)) {
    return `${setting.env} est une origine, sans chemin : « ${url.origin} », pas « ${value} ».`;
  }
  return undefined;
}

export interface SettingsReading {
  settings: DeploySettings;
  /** Values given but invalid, in French. */
  problems: string[];
  /** Settings a production deploy needs and the environment does not give. */
  missing: DeploySetting[];
}

/** The deployment settings of an environment (trimmed; empty means unset), checked. */
export function readDeploySettings(env: Env = process.env): SettingsReading {
  const settings: DeploySettings = {};
  const problems: string[] = [];
  const missing: DeploySetting[] = [];
  for (const setting of DEPLOY_SETTINGS) {
    const value = env[setting.env]?.trim();
    if (!value) {
      if (setting.requiredInProduction) missing.push(setting);
      continue;
    }
    const problem = problemOf(setting, value);
    if (problem) problems.push(problem);
    else settings[setting.key] = value;
  }
  return { settings, problems, missing };
}

/** Whether this environment asks for a production build or deploy (`SITE_ENV=production`). */
export function isProduction(env: Env = process.env): boolean {
  return env.SITE_ENV?.trim() === 'production';
}

/**
 * The settings, or an error in French naming every invalid value and, for production, every
 * missing one: what a release, a deploy or a proxy configuration generator says before it starts.
 */
export function requireDeploySettings(env: Env = process.env, { production = isProduction(env) } = {}): DeploySettings {
  const { settings, problems, missing } = readDeploySettings(env);
  const lines = [...problems];
  if (production) for (const setting of missing) lines.push(`${setting.env} manquant : ${setting.what}.`);
  if (lines.length > 0) {
    throw new Error(`Réglages de déploiement${production ? ' (production)' : ''} incomplets :\n${lines.map((line) => `  • ${line}`).join('\n')}`);
  }
  return settings;
}

/**
 * What an app's build checks before it starts. A production build (`SITE_ENV=production`, the one
 * meant for the real host) bakes every deployment setting into its pages; without its Supabase
 * project, its contact form would post to the local stand-in's path (`/_supabase`,
 * localSupabase.ts) with the demo key, which no production host serves: the build refuses, naming
 * what is missing. Other builds (`npm start`, `npm test`, a release to `.deploy/`) are not checked:
 * they talk to the stand-in on purpose (the deploy to a real host checks what they baked in).
 */
export function requireBuildSettings(env: Env = process.env): void {
  if (!isProduction(env)) return;
  try {
    requireDeploySettings(env, { production: true });
  } catch (error) {
    const { missing } = readDeploySettings(env);
    const withoutProject = missing.some((setting) => setting.key === 'supabaseUrl' || setting.key === 'supabaseAnonKey');
    const why = withoutProject
      ? '\nSans VITE_SUPABASE_URL et VITE_SUPABASE_ANON_KEY, le formulaire de contact écrirait au remplaçant local (/_supabase, clé de démonstration), absent en production.'
      : '';
    throw new Error(`Build refusé : ${(error as Error).message}${why}`);
  }
}

/** The hosts a page talks to besides its own origin, per CSP use. */
export interface PolicySources {
  /** The contact form's calls (`fetch`) and its no-JavaScript post. */
  supabase?: string;
  /** The frame of /candidater. */
  applicationForm?: string;
  /** The form provider's embed script on /candidater. */
  applicationFormScript?: string;
}

const originOf = (address: string | undefined) => (address ? new URL(address).origin : undefined);

export function policySourcesOf(settings: DeploySettings): PolicySources {
  return {
    supabase: originOf(settings.supabaseUrl),
    applicationForm: originOf(settings.applicationFormUrl),
    applicationFormScript: originOf(settings.applicationFormScript),
  };
}

/** One CSP directive's sources: `connect-src 'self' https://x` → [`'self'`, `https://x`]. */
export function directiveSources(policy: string, directive: string): string[] | undefined {
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name?.toLowerCase() === directive) return sources;
  }
  return undefined;
}

/**
 * What a Content-Security-Policy would block of what the settings' build calls, in French: the
 * launch check runs it over the policy each production proxy would send. A directive that is
 * absent falls back to `default-src` (CSP Level 3; `form-action` and `frame-ancestors` do not).
 * `directives`: only those uses are checked (the staff desk's policy needs `connect-src` alone:
 * it frames no form and posts none).
 */
export function policyGaps(policy: string, settings: DeploySettings, directives?: readonly string[]): string[] {
  const gaps: string[] = [];
  for (const setting of DEPLOY_SETTINGS) {
    const value = settings[setting.key];
    if (!value || setting.policy.length === 0) continue;
    const origin = new URL(value).origin;
    for (const directive of setting.policy.filter((name) => directives === undefined || directives.includes(name))) {
      const sources = directiveSources(policy, directive) ?? (directive === 'form-action' ? undefined : directiveSources(policy, 'default-src'));
      // No directive to restrict it (and, but for form-action, no default-src): allowed.
      if (sources === undefined) continue;
      if (!sources.some((source) => source === '*' || source.replace(/\/+$/, '') === origin))
        gaps.push(`${directive} n’autorise pas ${origin} (${setting.env}) : ${setting.what} serait bloqué.`);
    }
  }
  return gaps;
}
