/**
 * npm run proxy-config -- nginx [--out FICHIER] [--deploy-dir /var/www/ecole] [--listen 80] [--server-name www.exemple.fr]
 *
 * The production nginx configuration for the deployment settings of this environment
 * (VITE_SUPABASE_URL…, @ecole/settings). With SITE_ENV=production, refuses to write while a
 * setting is missing or invalid, so a server never gets a policy that blocks the contact form.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { requireDeploySettings } from '@ecole/settings';
import { PRODUCTION_DEPLOY_DIR, productionNginxConfig } from './productionConfig.ts';

const USAGE = `Usage : npm run proxy-config -- nginx [--out FICHIER] [--deploy-dir ${PRODUCTION_DEPLOY_DIR}] [--listen 80] [--server-name www.exemple.fr]
  Écrit la configuration nginx de production (un bloc server {} pour /etc/nginx/conf.d/) avec les
  réglages de déploiement de l’environnement (VITE_SUPABASE_URL, VITE_APPLICATION_FORM_URL…).
  SITE_ENV=production : refuse tant qu’un réglage manque.`;

function main(): void {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'deploy-dir': { type: 'string', default: PRODUCTION_DEPLOY_DIR },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals[0] !== 'nginx') {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const config = productionNginxConfig({
    settings: requireDeploySettings(process.env),
    deployDir: values['deploy-dir'],
    listen: values.listen,
    ...(values['server-name'] ? { serverName: values['server-name'] } : {}),
  });
  if (!values.out) {
    process.stdout.write(config);
    return;
  }
  writeFileSync(resolve(values.out), config);
  console.log(`Configuration nginx écrite : ${resolve(values.out)}`);
  console.log('Vérifiez-la et rechargez nginx : nginx -t && systemctl reload nginx');
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
