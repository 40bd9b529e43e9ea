/**
 * One app's Worker: its static assets (Cloudflare Workers static assets, `html_handling` and
 * `not_found_handling` set to `none` so a path is a file, nothing else), asked for files by the
 * edge router through a service binding. Kept as a script, not an assets-only Worker, so the
 * router can call it whatever Cloudflare decides for assets-only service bindings.
 */
interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export default {
  fetch(request: Request, env: { ASSETS: AssetsBinding }): Promise<Response> {
    return env.ASSETS.fetch(request);
  },
};
