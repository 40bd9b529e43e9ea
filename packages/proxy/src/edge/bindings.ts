import { APP_NAMES, type AppName } from '@ecole/routes';

/**
 * How the edge router reaches each app: a Cloudflare service binding per app
 * (`APP_SITE`, `APP_FORMATION_IA`, `APP_ENTREPRISES`) to that app's own Worker, which serves its
 * static assets. Each app is deployed alone; the router only changes with the route table or the
 * deployment settings (docs/releases.md).
 */
export function appBinding(app: AppName): string {
  return `APP_${app.replace(/-/g, '_').toUpperCase()}`;
}

/** The Worker name of an app on the Cloudflare account (`ecole-site`…), and of the router. */
export function workerName(app: AppName | 'router'): string {
  return `ecole-${app}`;
}

/** The binding to the local Supabase stand-in (local edge only: production calls its project). */
export const STAND_IN_BINDING = 'SUPABASE_STAND_IN';

/** Variables of the router: the CSP's extra hosts (JSON `PolicySources`) and the fallback page. */
export const POLICY_VAR = 'POLICY_SOURCES';
export const FALLBACK_VAR = 'FALLBACK_HTML';
/** The site's own hosts (JSON list, src/experiments.ts `routerSiteHosts`): who refers from inside (issue 37). */
export const SITE_HOSTS_VAR = 'SITE_HOSTS';
/** A preview version of an app's Worker: the live site's origin (previewResponse.ts). */
export const PREVIEW_VAR = 'PREVIEW_OF';
/** And which app it is (the staff desk gets its own stricter headers). */
export const PREVIEW_APP_VAR = 'PREVIEW_APP';
/**
 * Tests only: a seed for the experiments' draw, so a test counts the split over thousands of
 * visits without luck. Never set on Cloudflare: the draw is then `crypto.getRandomValues`.
 */
export const DRAW_SEED_VAR = 'DRAW_SEED';

export const EDGE_APPS: readonly AppName[] = APP_NAMES;

/**
 * Workers' compatibility date, pinned: the runtime keeps the behaviour of that day whatever
 * workerd version runs it (Miniflare 3.20250718 here, Cloudflare's current runtime in production).
 */
export const COMPATIBILITY_DATE = '2025-07-01';
