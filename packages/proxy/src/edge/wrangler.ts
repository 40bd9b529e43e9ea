/**
 * The Cloudflare configurations of the edge target (`wrangler.json`, read by `wrangler deploy`):
 * one Worker per app with its deployed files as static assets, and the router with a service
 * binding to each. The same Workers, bindings and variables as the local edge (localEdge.ts).
 * `npm run deploy -- <app> --target cloudflare` writes and deploys them (@ecole/release).
 */
import type { AppName } from '@ecole/routes';
import { type DeploySettings, type PolicySources, policySourcesOf } from '@ecole/settings';
import { routerSiteHosts } from '../experiments.ts';
import { appBinding, COMPATIBILITY_DATE, EDGE_APPS, FALLBACK_VAR, POLICY_VAR, PREVIEW_APP_VAR, PREVIEW_VAR, SITE_HOSTS_VAR, workerName } from './bindings.ts';
import { WORKER_ENTRIES } from './bundle.ts';
import { fallbackPage } from './fallbackPage.ts';

export interface WranglerConfig {
  name: string;
  main: string;
  compatibility_date: string;
  [key: string]: unknown;
}

/** An app's Worker: its deployment folder as static assets, a path is a file and nothing else. */
export function appWorkerConfig(app: AppName, assetsDirectory: string): WranglerConfig {
  return {
    name: workerName(app),
    main: WORKER_ENTRIES.app,
    compatibility_date: COMPATIBILITY_DATE,
    // Reached only through the router's service binding: no public address of its own.
    workers_dev: false,
    assets: { directory: assetsDirectory, binding: 'ASSETS', html_handling: 'none', not_found_handling: 'none' },
  };
}

/**
 * A preview of an app (issue 38): the same Worker, uploaded as a version that is never deployed,
 * reached on its preview URL (`<alias>-<worker>.<account>.workers.dev`) without the router, so its
 * assets map `/tpe` to `tpe/index.html` themselves, the Worker runs before them, and `PREVIEW_OF` (the live site) turns on
 * previewResponse.ts: the other apps' paths go to the live site, every answer carries the router's
 * security headers for `sources` (the hosts the release calls) and `noindex`.
 */
export function previewWorkerConfig(app: AppName, assetsDirectory: string, siteOrigin: string, sources: PolicySources): WranglerConfig {
  const config = appWorkerConfig(app, assetsDirectory);
  return {
    ...config,
    preview_urls: true,
    // The Worker first, for every request: by default Cloudflare answers a path that is an asset
    // without running the Worker, and the page would go out without its noindex.
    assets: { ...(config.assets as object), html_handling: 'drop-trailing-slash', not_found_handling: 'none', run_worker_first: true },
    // The router's security headers for the hosts this release calls (its manifest's `hosts`).
    vars: { [PREVIEW_VAR]: siteOrigin, [PREVIEW_APP_VAR]: app, [POLICY_VAR]: JSON.stringify(sources) },
  };
}

/**
 * The router, on the site's domain (a custom domain: Cloudflare is the origin), bound to every
 * app's Worker, with the CSP hosts of the deployment settings and the fallback page.
 */
export function routerWorkerConfig(settings: DeploySettings): WranglerConfig {
  const host = settings.siteOrigin ? new URL(settings.siteOrigin).host : undefined;
  return {
    name: workerName('router'),
    main: WORKER_ENTRIES.router,
    compatibility_date: COMPATIBILITY_DATE,
    // The shared proxy modules read the local environment by default; a Worker has variables.
    define: { 'process.env': '{}' },
    ...(host ? { routes: [{ pattern: host, custom_domain: true }], workers_dev: false } : {}),
    services: EDGE_APPS.map((app) => ({ binding: appBinding(app), service: workerName(app) })),
    vars: {
      [POLICY_VAR]: JSON.stringify(policySourcesOf(settings)),
      [FALLBACK_VAR]: fallbackPage(),
      // Who refers from inside the site: the experiments draw for the others only (issue 37).
      [SITE_HOSTS_VAR]: JSON.stringify(routerSiteHosts(settings.siteOrigin ? { VITE_SITE_ORIGIN: settings.siteOrigin } : {})),
    },
    // The access-log line (console.log) is kept by Workers Logs and exported by Logpush.
    observability: { enabled: true },
    logpush: true,
  };
}
