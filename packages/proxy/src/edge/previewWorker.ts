/**
 * A preview of one app (previewWorkerConfig) on Cloudflare's runtime here (workerd, through
 * Miniflare 3): the Worker module a preview uploads, its assets handled as the configuration says,
 * its variables. What the workerd tests and the CI trial (docs/production.md) open in place of
 * `https://<alias>-<worker>.<account>.workers.dev`, which needs the account.
 */
import { Log, LogLevel, Miniflare } from 'miniflare';
import { COMPATIBILITY_DATE } from './bindings.ts';
import { bundleWorker } from './bundle.ts';
import type { WranglerConfig } from './wrangler.ts';

export interface RunningWorker {
  url: string;
  close(): Promise<void>;
}

export async function startAppWorker(config: WranglerConfig): Promise<RunningWorker> {
  const assets = config.assets as { directory: string; html_handling: string; not_found_handling: string; run_worker_first?: boolean };
  const miniflare = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    log: new Log(LogLevel.NONE),
    modules: true,
    script: await bundleWorker('app'),
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: (config.vars as Record<string, string> | undefined) ?? {},
    assets: {
      directory: assets.directory,
      binding: 'ASSETS',
      // Miniflare 3's name for wrangler's `run_worker_first`.
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: assets.run_worker_first === true },
      assetConfig: { html_handling: assets.html_handling, not_found_handling: assets.not_found_handling } as never,
    },
  });
  const url = (await miniflare.ready).origin;
  return { url, close: () => miniflare.dispose() };
}
