/**
 * Cookie-free experiments at the router (issue 37, point 3), on the three proxies and the edge:
 * each arrival from outside the site on a page under an experiment gets a variant drawn at random
 * (even odds: 50 ± 3 % over 4 000 visits on each, seeded where the proxy takes a seed), served with `private, no-store` on that
 * HTML only and named in the access log's `variant`; a step inside the site is not drawn again; no
 * answer sets a cookie; a variant's file is never served at its own address.
 */

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAccessLogLine } from '../src/accessLog.ts';
import { startLocalEdge } from '../src/edge/localEdge.ts';
import { drawVariant, routedExperiments, routerSiteHosts, seededDraw, servedPage } from '../src/experiments.ts';
import { CACHE_REVALIDATE, CACHE_VARIANT } from '../src/headers.ts';
import { startNginx } from '../src/nginxProcess.ts';
import { startEmbeddedProxy } from '../src/server.ts';
import { makeFakeBuilds } from './fixtures/make-fake-builds.ts';
import { send } from './support/http.ts';

const [EXPERIMENT] = routedExperiments();
if (EXPERIMENT === undefined) throw new Error('Aucun essai en cours dans @ecole/content : ce test en suppose un.');
const LANDING = EXPERIMENT.landing;
/**
 * Enough visits that a fair draw lands within the tolerance but once in thousands of runs on
 * nginx, whose draw cannot be seeded (σ = 0.8 % at 4 000: ± 3 % is 3.8 σ); the seeded proxies
 * draw the same split every run. The seeded draw itself is checked over 10 000 above.
 */
const VISITS = 4_000;
const TOLERANCE = 0.03;
const FROM_GOOGLE = { Referer: 'https://www.google.com/', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' };

describe('servedPage, the decision the embedded proxy and the edge take', () => {
  const context = { experiments: routedExperiments(), siteHosts: routerSiteHosts(), draw: seededDraw(1) };
  const page = { path: LANDING, file: `${LANDING.slice(1)}/index.html` };

  it('draws for an arrival from outside: no referrer, another site, an app', () => {
    for (const referrerHost of ['', 'www.google.com', 'com.linkedin.android']) {
      const served = servedPage(page, { referrerHost, requestHost: 'www.ecole-connectee.fr' }, context);
      expect(served.variant, referrerHost).toMatch(new RegExp(`^${EXPERIMENT.id}:[ab]$`));
      expect(served.file).toBe(EXPERIMENT.variants[served.variant.endsWith(':a') ? 'a' : 'b'].file);
      expect(served.cacheControl).toBe(CACHE_VARIANT);
    }
  });

  it('does not draw again for a step inside the site: its own host, or the one the visitor asked for', () => {
    for (const [referrerHost, requestHost] of [
      ['www.ecole-connectee.fr', 'www.ecole-connectee.fr'],
      ['ECOLE-CONNECTEE.FR', 'www.ecole-connectee.fr'],
      ['preview.example.org', 'preview.example.org'],
      ['127.0.0.1', '127.0.0.1'],
    ] as const) {
      expect(servedPage(page, { referrerHost, requestHost }, context)).toEqual({ file: page.file, variant: '', cacheControl: CACHE_REVALIDATE });
    }
  });

  it('never draws on a page without an experiment', () => {
    expect(servedPage({ path: '/tpe', file: 'tpe/index.html' }, { referrerHost: '', requestHost: 'x' }, context)).toEqual({
      file: 'tpe/index.html',
      variant: '',
      cacheControl: CACHE_REVALIDATE,
    });
  });

  it('splits evenly: 50 ± 2 % of 10 000 seeded draws, and the same seed draws the same', () => {
    const draws = Array.from({ length: VISITS }, seededDraw(37)).map((value) => drawVariant(() => value));
    const b = draws.filter((variant) => variant === 'b').length / VISITS;
    expect(Math.abs(b - 0.5)).toBeLessThanOrEqual(0.02);
    expect(Array.from({ length: 5 }, seededDraw(37))).toEqual(Array.from({ length: 5 }, seededDraw(37)));
  });
});

/** `count` GETs of `path` with `headers`, `parallel` at a time on kept-alive connections; the answers' status and headers. */
async function visit(baseUrl: string, path: string, headers: Record<string, string>, count: number, parallel = 16) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: parallel });
  const answers: { status: number; headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  let next = 0;
  const one = () =>
    new Promise<void>((done, fail) => {
      const req = httpRequest({ host: hostname, port, path, headers, agent }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => {
          answers.push({ status: res.statusCode ?? 0, headers: res.headers, body });
          done();
        });
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end();
    });
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next += 1;
        await one();
      }
    }),
  );
  agent.destroy();
  return answers;
}

/** The access log's entries once it holds `count` lines (each proxy writes when its answer ends). */
async function logEntries(file: string, count: number) {
  let text = '';
  // As long as it takes: the test's own limit guards a hang, not a slow machine.
  for (;;) {
    text = await readFile(file, 'utf8').catch(() => '');
    if (text.split('\n').filter(Boolean).length >= count) break;
    await new Promise((done) => setTimeout(done, 50));
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => parseAccessLogLine(line)!);
}

const builds = await makeFakeBuilds();
const dir = await mkdtemp(join(tmpdir(), 'ecole-essais-'));
afterAll(async () => {
  await builds.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe.each([
  // Seeded: the split is the same at every run. nginx hashes each request's random `$request_id`.
  ['proxy embarqué', (log: string) => startEmbeddedProxy({ port: 0, roots: builds.roots, accessLog: log, draw: seededDraw(2026) })],
  ['nginx', (log: string) => startNginx({ port: 0, roots: builds.roots, accessLog: log })],
  ['edge', (log: string) => startLocalEdge({ port: 0, roots: builds.roots, accessLog: log, drawSeed: 2026 })],
])('%s', (name, start) => {
  it(`splits 4 000 arrivals from outside on ${LANDING} 50 ± 3 %, serves and logs the variant drawn, private and without a cookie`, async () => {
    const log = join(dir, `${name.replace(/\W/g, '')}-split.log`);
    const proxy = await start(log);
    let answers: Awaited<ReturnType<typeof visit>>;
    try {
      answers = await visit(proxy.url, LANDING, FROM_GOOGLE, VISITS);
    } finally {
      await proxy.close();
    }
    const entries = await logEntries(log, VISITS);
    expect(entries).toHaveLength(VISITS);
    const counts = { a: 0, b: 0, none: 0 };
    for (const entry of entries) {
      expect(entry.page).toBe(LANDING);
      if (entry.variant === EXPERIMENT.variants.a.key) counts.a += 1;
      else if (entry.variant === EXPERIMENT.variants.b.key) counts.b += 1;
      else counts.none += 1;
    }
    expect(counts.none).toBe(0);
    const share = counts.b / VISITS;
    console.info(`${name} : variante a ${counts.a}, variante b ${counts.b} (b : ${(share * 100).toFixed(2)} %)`);
    expect(Math.abs(share - 0.5)).toBeLessThanOrEqual(TOLERANCE);

    // What each visitor got is the variant the log names for its answer: counted alike.
    const servedB = answers!.filter((answer) => answer.body.includes('(variante b)')).length;
    const servedA = answers!.filter((answer) => answer.body.includes('(variante a)')).length;
    expect({ a: servedA, b: servedB }).toEqual({ a: counts.a, b: counts.b });
    for (const answer of answers!) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe(CACHE_VARIANT);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  }, 600_000); // a guard against a hang: thousands of requests on a loaded 2-core machine

  it('does not draw again for a step inside the site, and answers 404 to a variant’s own address', async () => {
    const log = join(dir, `${name.replace(/\W/g, '')}-inside.log`);
    const proxy = await start(log);
    try {
      const host = new URL(proxy.url).host;
      const inside = await visit(proxy.url, LANDING, { Referer: `http://${host}/contact`, 'User-Agent': FROM_GOOGLE['User-Agent'] }, 50, 4);
      for (const answer of inside) {
        expect(answer.status).toBe(200);
        expect(answer.body).not.toContain('(variante');
        expect(answer.headers['cache-control']).toBe(CACHE_REVALIDATE);
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
      // Another page is never drawn, from outside or not; assets keep their own cache.
      const other = await send(proxy.url, '/tpe', { headers: FROM_GOOGLE });
      expect(other.headers['cache-control']).toBe(CACHE_REVALIDATE);
      for (const file of Object.values(EXPERIMENT.variants).map((variant) => variant.file)) {
        const path = `/${file.replace(/\/index\.html$/, '')}`;
        for (const address of [path, `${path}/`, `/${file}`]) expect((await send(proxy.url, address)).status, `${name} ${address}`).toBe(404);
      }
    } finally {
      await proxy.close();
    }
    const entries = await logEntries(log, 51);
    expect(entries.filter((entry) => entry.path === LANDING).map((entry) => entry.variant)).toEqual(Array(50).fill(''));
  });
});
