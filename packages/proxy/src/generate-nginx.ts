/**
 * Writes nginx/site.conf, the production server block, from the route table.
 * `pnpm --filter @ecole/proxy generate:nginx`; test/nginx.test.ts fails while the committed file
 * differs from what this prints, so a route added to @ecole/routes cannot miss the proxy.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_NAMES } from '@ecole/routes';
import { generateNginxConfig } from './nginx.ts';
import type { AppRoots } from './roots.ts';

/** Where the deploy copies each app's `build/client` (README: "Déployer avec nginx"). */
export const PRODUCTION_ROOTS = Object.fromEntries(APP_NAMES.map((app) => [app, `/var/www/ecole/${app}`])) as AppRoots;

export const SITE_CONF = resolve(dirname(fileURLToPath(import.meta.url)), '../nginx/site.conf');

export function productionConfig(): string {
  return generateNginxConfig({ roots: PRODUCTION_ROOTS, listen: 80, mode: 'production' });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SITE_CONF, productionConfig());
  console.log(`Configuration nginx écrite : ${SITE_CONF}`);
}
