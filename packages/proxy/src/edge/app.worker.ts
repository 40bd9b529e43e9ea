/**
 * One app's Worker: its static assets (Cloudflare Workers static assets, `html_handling` and
 * `not_found_handling` set to `none` so a path is a file, nothing else), asked for files by the
 * edge router through a service binding. Kept as a script, not an assets-only Worker, so the
 * router can call it whatever Cloudflare decides for assets-only service bindings.
 *
 * A preview version of it (issue 38: a branch's build uploaded with `wrangler versions upload
 * --preview-alias`, never deployed) has `PREVIEW_OF`, the site's origin, and is reached on its own
 * preview URL, without the router: previewResponse.ts (with the router's security headers, from
 * `POLICY_SOURCES` and `PREVIEW_APP`).
 */
import { type AssetsBinding, previewResponse } from './previewResponse.ts';

export default {
  fetch(request: Request, env: { ASSETS: AssetsBinding; PREVIEW_OF?: string }): Promise<Response> {
    // On production the router adds the headers; a preview is reached without it.
    return env.PREVIEW_OF ? previewResponse(request, env.ASSETS, env) : env.ASSETS.fetch(request);
  },
};
