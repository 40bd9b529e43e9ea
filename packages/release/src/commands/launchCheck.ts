/**
 * npm run launch-check [-- --strict] [--nginx /etc/nginx/conf.d/ecole.conf] [--url https://www.exemple.fr]
 *
 * What the school must supply before launch (@ecole/content: provisional facts, example content,
 * missing settings; `--strict` exits 1 while any remains) and whether the production proxies
 * would block the configured Supabase project or application form (always exits 1 if so).
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { formatLaunchReport, isLaunchReady, launchReport } from '@ecole/content/launch/launchCheck';
import { loadAllPages } from '@ecole/content/launch/loadPages';
import { checkDeployment, deployCheckFails, formatDeployCheck } from '../launchCheck.ts';
import { storeDir } from '../paths.ts';

export async function launchCheckCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { strict: { type: 'boolean' }, nginx: { type: 'string' }, url: { type: 'string' } } });
  const report = launchReport(await loadAllPages(), process.env);
  console.log(formatLaunchReport(report));

  let livePolicy: { url: string; policy: string | null } | undefined;
  if (values.url) {
    const url = `${values.url.replace(/\/+$/, '')}/contact`;
    const response = await fetch(url, { method: 'HEAD' });
    livePolicy = { url, policy: response.headers.get('content-security-policy') };
  }
  const check = await checkDeployment({
    env: process.env,
    store: storeDir(),
    ...(values.nginx ? { nginxConfig: { name: values.nginx, text: await readFile(values.nginx, 'utf8') } } : {}),
    ...(livePolicy ? { livePolicy } : {}),
  });
  console.log(`\n${formatDeployCheck(check)}`);

  if (deployCheckFails(check)) {
    console.error('\nMise en ligne refusée : un proxy de production bloquerait le formulaire de contact ou de candidature (voir ci-dessus).');
    process.exitCode = 1;
  } else if (values.strict && !isLaunchReady(report)) {
    console.error('\nMise en ligne refusée : remplacez les valeurs provisoires ci-dessus (packages/content), puis relancez.');
    process.exitCode = 1;
  }
}
