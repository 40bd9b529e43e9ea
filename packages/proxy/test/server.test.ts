import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { startNginx } from '../src/nginxProcess.ts';
import { startEmbeddedProxy } from '../src/server.ts';
import { makeFakeBuilds } from './fixtures/make-fake-builds.ts';
import { send } from './support/http.ts';

describe('startup check', () => {
  it.each([
    ['embedded proxy', (roots: Parameters<typeof startEmbeddedProxy>[0]['roots']) => startEmbeddedProxy({ port: 0, roots })],
    ['nginx', (roots: Parameters<typeof startEmbeddedProxy>[0]['roots']) => startNginx({ port: 1, roots })],
  ])('%s refuses to start without an app’s build, naming it and the build command', async (_name, start) => {
    const builds = await makeFakeBuilds();
    try {
      await rm(builds.roots['formation-ia'], { recursive: true });
      await expect(start(builds.roots)).rejects.toThrow(
        /l’application « formation-ia » n’est pas construite.*turbo run build --filter=@ecole\/app-formation-ia/,
      );
    } finally {
      await builds.cleanup();
    }
  });
});

describe('embedded proxy', () => {
  it('compresses HTML for browsers that accept gzip and says so in Vary', async () => {
    const builds = await makeFakeBuilds();
    const proxy = await startEmbeddedProxy({ port: 0, roots: builds.roots });
    try {
      const zipped = await send(proxy.url, '/contact', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(zipped.text).toContain('<h1>Contactez-nous</h1>');
      const refused = await send(proxy.url, '/contact', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
    } finally {
      await proxy.close();
      await builds.cleanup();
    }
  });
});
