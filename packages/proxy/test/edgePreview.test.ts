/**
 * A preview of one app on the edge (issue 38): its Worker as `npm run preview -- <app> --target
 * cloudflare --alias <branch>` uploads it (previewWorkerConfig: the same module, `PREVIEW_OF`, the
 * assets mapping a path to its page), run on Cloudflare's runtime (workerd, through Miniflare):
 * the app's pages answer at their paths, the other apps' paths go to the live site, and every
 * answer says `X-Robots-Tag: noindex`; the production configuration says nothing of the kind.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPATIBILITY_DATE } from '../src/edge/bindings.ts';
import { bundleWorker } from '../src/edge/bundle.ts';
import { PREVIEW_ROBOTS } from '../src/edge/previewResponse.ts';
import { appWorkerConfig, previewWorkerConfig, type WranglerConfig } from '../src/edge/wrangler.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-edge-preview-'));
const running: Miniflare[] = [];
afterAll(async () => {
  await Promise.all(running.map((miniflare) => miniflare.dispose()));
  await rm(work, { recursive: true, force: true });
});

const SITE = 'https://www.ecole.example';
for (const [file, content] of Object.entries({ 'tpe/index.html': '<h1>TPE (branche)</h1>', 'assets/entreprises/entry-a.js': 'export {};\n' })) {
  await mkdir(dirname(join(work, file)), { recursive: true });
  await writeFile(join(work, file), content);
}

/** The Worker a configuration describes, on workerd: its module, its assets' handling, its variables. */
async function start(config: WranglerConfig): Promise<string> {
  const assets = config.assets as { html_handling: string; not_found_handling: string; run_worker_first?: boolean };
  const miniflare = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    log: new Log(LogLevel.NONE),
    modules: true,
    script: await bundleWorker('app'),
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: (config.vars as Record<string, string> | undefined) ?? {},
    assets: {
      directory: work,
      binding: 'ASSETS',
      // Miniflare 3's name for wrangler's `run_worker_first`.
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: assets.run_worker_first === true },
      assetConfig: { html_handling: assets.html_handling, not_found_handling: assets.not_found_handling } as never,
    },
  });
  running.push(miniflare);
  return (await miniflare.ready).origin;
}

describe('a preview of entreprises on the edge', () => {
  it('serves the branch’s pages at their paths, sends the other apps’ paths to the live site, and says noindex every time', async () => {
    const config = previewWorkerConfig('entreprises', work, SITE);
    expect(config).toMatchObject({ name: 'ecole-entreprises', preview_urls: true, workers_dev: false, vars: { PREVIEW_OF: SITE } });
    const origin = await start(config);

    const page = await fetch(`${origin}/tpe`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>TPE (branche)</h1>');
    expect(page.headers.get('X-Robots-Tag')).toBe(PREVIEW_ROBOTS);

    const asset = await fetch(`${origin}/assets/entreprises/entry-a.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('X-Robots-Tag')).toBe(PREVIEW_ROBOTS);

    const other = await fetch(`${origin}/formation-ia?utm_source=test`, { redirect: 'manual' });
    expect(other.status).toBe(302);
    expect(other.headers.get('Location')).toBe(`${SITE}/formation-ia?utm_source=test`);
    expect(other.headers.get('X-Robots-Tag')).toBe(PREVIEW_ROBOTS);
  });

  it('the production Worker: a path is a file, nothing else, and no noindex', async () => {
    const origin = await start(appWorkerConfig('entreprises', work));
    const file = await fetch(`${origin}/tpe/index.html`);
    expect(file.status).toBe(200);
    expect(file.headers.get('X-Robots-Tag')).toBeNull();
    expect((await fetch(`${origin}/tpe`, { redirect: 'manual' })).status).toBe(404);
  });
});
