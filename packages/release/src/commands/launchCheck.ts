/**
 * npm run launch-check [-- --strict] [--nginx /etc/nginx/conf.d/ecole.conf] [--url https://www.exemple.fr]
 *
 * What the school must supply before launch (@ecole/content: provisional facts, example content,
 * missing build settings), whether the production proxies would block the configured Supabase
 * project or application form, and whether the deployed backend is set up (backendCheck.ts: the
 * functions' secrets, SITE_ORIGIN, allowed_origins, the sweep, the provider's tracking).
 *
 * Exit code: 1 when a production proxy would block a host (always), and, under
 * `SITE_ENV=production` or with `--strict`, while anything listed is open; 0 otherwise (the list
 * is then a to-do list).
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { SCHOOL } from '@ecole/content';
import { formatLaunchReport, launchReport, openCount } from '@ecole/content/launch/launchCheck';
import { loadAllPages, loadPagesAsOf } from '@ecole/content/launch/loadPages';
import { isProduction } from '@ecole/settings';
import { checkBackend, formatBackendCheck, siteOriginOf } from '../backendCheck.ts';
import { checkDeployment, deployCheckFails, formatDeployCheck } from '../launchCheck.ts';
import { storeDir } from '../paths.ts';

/** What the three parts found, and whether the check fails. */
export interface LaunchVerdict {
  /** Provisional facts, example content and build settings still open. */
  contentOpen: number;
  proxiesBlock: boolean;
  backendOpen: number;
  production: boolean;
  strict: boolean;
}

/** The exit code and the closing line, in French; none when the check passes. */
export function launchVerdict(verdict: LaunchVerdict): { exitCode: 0 | 1; message?: string } {
  if (verdict.proxiesBlock) {
    return { exitCode: 1, message: 'Mise en ligne refusée : un proxy de production bloquerait le formulaire de contact ou de candidature (voir ci-dessus).' };
  }
  const open = verdict.contentOpen + verdict.backendOpen;
  if (open === 0 || !(verdict.production || verdict.strict)) return { exitCode: 0 };
  const why = verdict.production ? 'SITE_ENV=production' : '--strict';
  const parts = [
    ...(verdict.contentOpen > 0
      ? [`${verdict.contentOpen} fait(s), contenu(s) d’exemple, réglage(s) ou contenu(s) daté(s) (packages/content, variables du build)`]
      : []),
    ...(verdict.backendOpen > 0 ? [`${verdict.backendOpen} point(s) du backend Supabase`] : []),
  ];
  return { exitCode: 1, message: `Mise en ligne refusée (${why}) : restent ouverts ${parts.join(' et ')}, listés ci-dessus.` };
}

export async function launchCheckCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { values } = parseArgs({ args, options: { strict: { type: 'boolean' }, nginx: { type: 'string' }, url: { type: 'string' } } });
  // Dated content is checked as of the build's day (SITE_AS_OF), else today: what a build now would show.
  const day = env.SITE_AS_OF?.trim() || new Date().toISOString().slice(0, 10);
  const report = launchReport(await loadAllPages(), env, await loadPagesAsOf(day));
  console.log(formatLaunchReport(report));

  let livePolicy: { url: string; policy: string | null } | undefined;
  if (values.url) {
    const url = `${values.url.replace(/\/+$/, '')}/contact`;
    const response = await fetch(url, { method: 'HEAD' });
    livePolicy = { url, policy: response.headers.get('content-security-policy') };
  }
  const check = await checkDeployment({
    env,
    store: storeDir(),
    ...(values.nginx ? { nginxConfig: { name: values.nginx, text: await readFile(values.nginx, 'utf8') } } : {}),
    ...(livePolicy ? { livePolicy } : {}),
  });
  console.log(`\n${formatDeployCheck(check)}`);

  const backend = await checkBackend({ env, siteOrigin: siteOriginOf(env, SCHOOL.origin) });
  console.log(`\n${formatBackendCheck(backend)}`);

  const { exitCode, message } = launchVerdict({
    contentOpen: openCount(report),
    proxiesBlock: deployCheckFails(check),
    backendOpen: backend.problems.length,
    production: isProduction(env),
    strict: values.strict === true,
  });
  if (message) console.error(`\n${message}`);
  process.exitCode = exitCode;
}
