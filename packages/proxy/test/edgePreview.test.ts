/**
 * A preview of one app on the edge (issue 38): its Worker as `npm run preview -- <app> --target
 * cloudflare --alias <branch>` uploads it (previewWorkerConfig: the same module, `PREVIEW_OF`, the
 * assets mapping a path to its page), run on Cloudflare's runtime (workerd, through Miniflare):
 * the app's pages answer at their paths, the other apps' paths go to the live site, and every
 * answer carries the router's security headers (the same set: src/headers.ts, for the hosts the
 * release calls) and says `X-Robots-Tag: noindex`; the production app Worker adds none of them (the
 * router does).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PREVIEW_ROBOTS } from '../src/edge/previewResponse.ts';
import { type RunningWorker, startAppWorker } from '../src/edge/previewWorker.ts';
import { appWorkerConfig, previewWorkerConfig, routerWorkerConfig, type WranglerConfig } from '../src/edge/wrangler.ts';
import { headerSet } from '../src/headers.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-edge-preview-'));
const running: RunningWorker[] = [];
afterAll(async () => {
  await Promise.all(running.map((worker) => worker.close()));
  await rm(work, { recursive: true, force: true });
});

const SITE = 'https://www.ecole.example';
/** The hosts a release built for production calls (its manifest's `hosts`). */
const SOURCES = { supabase: 'https://abcd.supabase.co', applicationForm: 'https://forms.example.org' };

/** Every security header the router sends with a page on production, and the preview's `noindex`. */
function expectRouterHeaders(response: Response, path: string): void {
  const router = headerSet(SOURCES).forPath(path);
  expect(Object.keys(router)).toContain('Content-Security-Policy');
  for (const [name, value] of Object.entries(router)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('X-Robots-Tag')).toBe(PREVIEW_ROBOTS);
}
for (const [file, content] of Object.entries({ 'tpe/index.html': '<h1>TPE (branche)</h1>', 'assets/entreprises/entry-a.js': 'export {};\n' })) {
  await mkdir(dirname(join(work, file)), { recursive: true });
  await writeFile(join(work, file), content);
}

/** The Worker a configuration describes, on workerd: its module, its assets' handling, its variables. */
async function start(config: WranglerConfig): Promise<string> {
  const worker = await startAppWorker(config);
  running.push(worker);
  return worker.url;
}

describe('a preview of entreprises on the edge', () => {
  it('serves the branch’s pages at their paths, sends the other apps’ paths to the live site, with the router’s headers and noindex every time', async () => {
    const config = previewWorkerConfig('entreprises', work, SITE, SOURCES);
    expect(config).toMatchObject({ name: 'ecole-entreprises', preview_urls: true, workers_dev: false, vars: { PREVIEW_OF: SITE, PREVIEW_APP: 'entreprises' } });
    // The router's own variable, from the same hosts: one policy, not a copy.
    expect((config.vars as Record<string, string>).POLICY_SOURCES).toBe(
      (routerWorkerConfig({ supabaseUrl: 'https://abcd.supabase.co/', applicationFormUrl: 'https://forms.example.org/f' }).vars as Record<string, string>)
        .POLICY_SOURCES,
    );
    const origin = await start(config);

    const page = await fetch(`${origin}/tpe`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>TPE (branche)</h1>');
    expectRouterHeaders(page, '/tpe');
    expect(page.headers.get('Content-Security-Policy')).toContain("connect-src 'self' https://abcd.supabase.co");

    const asset = await fetch(`${origin}/assets/entreprises/entry-a.js`);
    expect(asset.status).toBe(200);
    expectRouterHeaders(asset, '/assets/entreprises/entry-a.js');

    const other = await fetch(`${origin}/formation-ia?utm_source=test`, { redirect: 'manual' });
    expect(other.status).toBe(302);
    expect(other.headers.get('Location')).toBe(`${SITE}/formation-ia?utm_source=test`);
    expectRouterHeaders(other, '/formation-ia');
  });

  it('the production Worker: a path is a file, nothing else, and no header of its own (the router adds them)', async () => {
    const origin = await start(appWorkerConfig('entreprises', work));
    const file = await fetch(`${origin}/tpe/index.html`);
    expect(file.status).toBe(200);
    expect(file.headers.get('X-Robots-Tag')).toBeNull();
    expect(file.headers.get('Content-Security-Policy')).toBeNull();
    expect((await fetch(`${origin}/tpe`, { redirect: 'manual' })).status).toBe(404);
  });
});
