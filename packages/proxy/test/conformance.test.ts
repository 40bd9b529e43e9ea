/**
 * The proxy contract (architecture.md, "Proxy rules") checked over real HTTP against the three
 * proxies — the embedded Node server, the real nginx running the generated config and the edge
 * router on Cloudflare's runtime (workerd, through Miniflare) — with one
 * table of expectations built from the route table. Twice: on fake builds (the proxies alone)
 * and on the real builds of the three apps.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalEdge } from '../src/edge/localEdge.ts';
import { DESK_SECURITY_HEADERS, SECURITY_HEADERS } from '../src/headers.ts';
import { startNginx } from '../src/nginxProcess.ts';
import { type AppRoots, BUILD_ALL_COMMAND, defaultRoots, missingBuilds } from '../src/roots.ts';
import { type RunningProxy, startEmbeddedProxy } from '../src/server.ts';
import { makeFakeBuilds } from './fixtures/make-fake-builds.ts';
import { buildExpectations, type Expectation, expectedContentType } from './support/expectations.ts';
import { send } from './support/http.ts';

const PROXIES = [
  { name: 'proxy embarqué (Node)', start: (roots: AppRoots) => startEmbeddedProxy({ port: 0, roots }), edge: false },
  { name: 'nginx (configuration générée)', start: (roots: AppRoots) => startNginx({ port: 0, roots }), edge: false },
  { name: 'edge (Cloudflare Workers sur workerd, Miniflare)', start: (roots: AppRoots) => startLocalEdge({ port: 0, roots }), edge: true },
];

const EXPECTATIONS = buildExpectations();

async function check(baseUrl: string, roots: AppRoots, expectation: Expectation, edge: boolean): Promise<void> {
  const row = edge ? { ...expectation, ...expectation.edge } : expectation;
  const path = typeof row.path === 'function' ? row.path(roots) : row.path;
  const response = await send(baseUrl, path, { method: row.method, headers: row.requestHeaders });
  const where = `${row.method ?? 'GET'} ${path}`;

  if (Array.isArray(row.status)) expect(row.status, where).toContain(response.status);
  else expect(response.status, where).toBe(row.status);
  for (const [name, value] of Object.entries(row.security === 'desk' ? DESK_SECURITY_HEADERS : SECURITY_HEADERS)) {
    expect(response.headers[name.toLowerCase()], `${where}: ${name}`).toBe(value);
  }
  if (row.location !== undefined) expect(response.headers.location, where).toBe(row.location);
  if (row.cacheControl !== undefined) expect(response.headers['cache-control'], where).toBe(row.cacheControl);
  const contentType = row.contentType ?? (row.status === 200 && typeof row.path === 'function' ? expectedContentType(path) : undefined);
  if (contentType) expect(response.headers['content-type'], where).toMatch(contentType);
  if (row.contentEncoding !== undefined) {
    expect(response.headers['content-encoding'], where).toBe(row.contentEncoding ?? undefined);
  }
  if (row.varies !== undefined) {
    const vary = String(response.headers.vary ?? '').split(/\s*,\s*/);
    expect(vary, `${where}: Vary`).toContain(row.varies);
  }
  for (const text of row.bodyIncludes ?? []) expect(response.text, where).toContain(text);
  for (const text of row.bodyExcludes ?? []) expect(response.text, where).not.toContain(text);
  if (row.bodyFile) expect(response.text, `${where}: contenu du fichier servi`).toBe(readFileSync(row.bodyFile(roots), 'utf8'));
  if (row.bodyFileOneOf) {
    expect(
      row.bodyFileOneOf(roots).map((file) => readFileSync(file, 'utf8')),
      `${where}: contenu d’un des fichiers`,
    ).toContain(response.text);
  }
  if (row.emptyBody) expect(response.raw.length, where).toBe(0);
  if (row.revalidates) {
    const etag = response.headers.etag;
    expect(etag, `${where}: ETag`).toEqual(expect.any(String));
    const again = await send(baseUrl, path, { headers: { 'If-None-Match': String(etag) } });
    expect(again.status, `${where} avec If-None-Match`).toBe(304);
    expect(again.raw.length).toBe(0);
  }
}

function conformance(rootsOf: () => AppRoots) {
  describe.each(PROXIES)('$name', (proxy) => {
    let running: RunningProxy | undefined;
    let roots: AppRoots;
    // Kept and rethrown by every row: a failed hook would only mark the rows "skipped".
    let startError: unknown;
    beforeAll(async () => {
      try {
        roots = rootsOf();
        running = await proxy.start(roots);
      } catch (error) {
        startError = error;
      }
    });
    afterAll(async () => running?.close());

    it.each(EXPECTATIONS)('$name', async (row) => {
      if (startError) throw startError;
      await check(running!.url, roots, row, proxy.edge);
    });
  });
}

const fake = await makeFakeBuilds();
afterAll(() => fake.cleanup());

describe('sur de fausses constructions (les proxys seuls)', () => {
  conformance(() => fake.roots);
});

describe('sur les vraies constructions des trois applications', () => {
  conformance(() => {
    const roots = defaultRoots();
    const missing = missingBuilds(roots);
    if (missing.length > 0) {
      // Fail, never skip: a green run must mean the real site was checked.
      throw new Error(`Construisez d’abord les applications : ${BUILD_ALL_COMMAND} (manquantes : ${missing.join(', ')})`);
    }
    return roots;
  });
});
