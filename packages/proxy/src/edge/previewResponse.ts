/**
 * What a preview of one app answers (issue 38, point 1: shareable previews per branch, never
 * indexed). A preview is a version of the app's Worker on its own preview URL, so without the
 * router: its assets map a page's path to its `index.html` themselves (`html_handling:
 * drop-trailing-slash`, previewWorkerConfig), a path the app does not have is sent to the live
 * site (the other apps, the backend), and every answer, redirects and errors included, carries the
 * router's security headers (the same set, policyHeaders.ts: the CSP a visitor will get, tried by
 * the colleague who reviews) plus `X-Robots-Tag: noindex`: a shared link that a crawler finds never
 * competes with the real pages.
 */
import { APP_NAMES } from '@ecole/routes';
import { PREVIEW_APP_VAR, PREVIEW_VAR } from './bindings.ts';
import { headersOfEnv } from './policyHeaders.ts';

export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export const PREVIEW_ROBOTS = 'noindex, nofollow';

export async function previewResponse(request: Request, assets: AssetsBinding, env: Record<string, unknown>): Promise<Response> {
  const siteOrigin = String(env[PREVIEW_VAR]);
  const served = await assets.fetch(request);
  const url = new URL(request.url);
  const response = served.status === 404 ? Response.redirect(`${new URL(siteOrigin).origin}${url.pathname}${url.search}`, 302) : served;
  // Responses from the assets binding and Response.redirect have immutable headers: copy them.
  const headers = new Headers(response.headers);
  const app = APP_NAMES.find((name) => name === env[PREVIEW_APP_VAR]);
  // The staff desk's own stricter set for its files, the pages' set (frameable files included) otherwise.
  const security = app ? headersOfEnv(env).forFile(app, url.pathname.slice(1)) : headersOfEnv(env).forPath(url.pathname);
  for (const [name, value] of Object.entries(security)) headers.set(name, value);
  headers.set('X-Robots-Tag', PREVIEW_ROBOTS);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
