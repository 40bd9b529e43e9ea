import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRoots } from '../src/roots.ts';
import { proxyKindOf, startProxy } from '../src/startProxy.ts';
import { makeFakeBuilds } from './fixtures/make-fake-builds.ts';
import { send } from './support/http.ts';

describe('PROXY=… (npm start, the e2e run, the preview)', () => {
  it('names the three proxies, the embedded one by default', () => {
    expect(proxyKindOf(undefined)).toBe('embedded');
    expect(proxyKindOf(' ')).toBe('embedded');
    expect(proxyKindOf('edge')).toBe('edge');
    expect(proxyKindOf('nginx')).toBe('nginx');
    expect(proxyKindOf('apache')).toBeUndefined();
  });

  it('starts the edge over the builds, and says in French which build is missing', async () => {
    const builds = await makeFakeBuilds();
    try {
      const edge = await startProxy('edge', { port: 0, roots: builds.roots });
      try {
        expect((await send(edge.url, '/tpe')).text).toContain('data-app="entreprises"');
      } finally {
        await edge.close();
      }
      const empty = await mkdtemp(join(tmpdir(), 'ecole-no-build-'));
      await expect(startProxy('edge', { port: 0, roots: defaultRoots(empty) })).rejects.toThrow(/l’application\s«\ssite\s»\sn’est pas construite/);
      await rm(empty, { recursive: true, force: true });
    } finally {
      await builds.cleanup();
    }
  });
});
