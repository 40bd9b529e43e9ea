/**
 * The production proxy configuration, generated at deploy time from the route table and the
 * deployment settings (@ecole/settings), never committed (DESIGN.md §2.10: a committed file
 * generated without the hosted Supabase project blocked both contact paths once copied).
 * `npm run proxy-config -- nginx` prints or writes it; the launch check reads its CSP.
 */
import { APP_NAMES } from '@ecole/routes';
import { type DeploySettings, policySourcesOf } from '@ecole/settings';
import { generateNginxConfig } from './nginx.ts';
import type { AppRoots } from './roots.ts';

/** Where the deploy keeps each app's releases on the nginx host (`npm run deploy -- <app> --to`). */
export const PRODUCTION_DEPLOY_DIR = '/var/www/ecole';

/**
 * Each app's live release, as `npm run deploy` lays it out: `<deploy dir>/<app>/current`, a
 * symbolic link switched atomically to the release being served.
 */
export function liveRoots(deployDir: string = PRODUCTION_DEPLOY_DIR): AppRoots {
  const base = deployDir.replace(/\/+$/, '');
  return Object.fromEntries(APP_NAMES.map((app) => [app, `${base}/${app}/current`])) as AppRoots;
}

export interface ProductionNginxOptions {
  settings: DeploySettings;
  deployDir?: string;
  listen?: string | number;
  serverName?: string;
}

/** The `server {}` block for /etc/nginx/conf.d, for these settings. */
export function productionNginxConfig(options: ProductionNginxOptions): string {
  return generateNginxConfig({
    roots: liveRoots(options.deployDir),
    listen: options.listen ?? 80,
    mode: 'production',
    policy: policySourcesOf(options.settings),
    ...(options.serverName ? { serverName: options.serverName } : {}),
  });
}
