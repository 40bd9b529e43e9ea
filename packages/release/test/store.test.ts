import { access, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromeStamp } from '@ecole/app-build/chromeStamp';
import { precompressDir } from '@ecole/proxy/precompress';
import { afterAll, describe, expect, it } from 'vitest';
import { readPageStamp, stampPage } from '../src/pageStamp.ts';
import { CLIENT_DIR, createRelease, latestRelease, listReleases, releaseDir, releaseIdOf } from '../src/store.ts';
import { fakeBuild, pageHtml } from './support/builds.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-store-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('page stamp', () => {
  it('writes the release id into the release meta and leaves every other byte as built', () => {
    const html = pageHtml('entreprises', 'TPE');
    const stamped = stampPage(html, 'entreprises', '20261125-214501-49f7137');
    expect(stamped).toBe(html.replace('content="entreprises@local"', 'content="entreprises@20261125-214501-49f7137"'));
    expect(readPageStamp(stamped)).toEqual({
      release: 'entreprises@20261125-214501-49f7137',
      chrome: chromeStamp('entreprises').digest,
      chromeParts: chromeStamp('entreprises').parts,
    });
  });

  it('refuses a page of another app, a page already stamped, a page without the meta', () => {
    expect(() => stampPage(pageHtml('site', 'x'), 'entreprises', '1')).toThrow(/attendu « entreprises@local »/);
    expect(() => stampPage(pageHtml('site', 'x', { release: 'site@20260101-000000-abc' }), 'site', '2')).toThrow(/inattendue/);
    expect(() => stampPage('<html><head></head></html>', 'site', '1')).toThrow(/pas de <meta name="release"/);
    expect(() => stampPage(pageHtml('site', 'x'), 'site', 'id"><script>')).toThrow(/invalide/);
  });
});

describe('release store', () => {
  it('names releases so they sort by time, with the commit', () => {
    expect(releaseIdOf(new Date('2026-11-25T21:45:01.123Z'), '49f7137abcdef', false)).toBe('20261125-214501-49f7137');
    expect(releaseIdOf(new Date('2026-11-25T21:45:01Z'), null, true)).toBe('20261125-214501-sans-commit-dirty');
  });

  it('rewrites the brotli and gzip siblings of every page it stamps: a proxy would send the build’s (issue 25)', async () => {
    const build = await fakeBuild(join(work, 'build-precompressed'), 'entreprises', 'p');
    // Long enough to get siblings (PRECOMPRESS_MIN_BYTES).
    await writeFile(join(build, 'tpe/index.html'), pageHtml('entreprises', `TPE ${'une page assez longue '.repeat(40)}`));
    precompressDir(build);
    const manifest = await createRelease({
      store: join(work, 'store-precompressed'),
      app: 'entreprises',
      clientDir: build,
      commit: null,
      dirty: false,
      settings: {},
      production: false,
    });
    const client = join(releaseDir(join(work, 'store-precompressed'), 'entreprises', manifest.id), CLIENT_DIR);
    const page = await readFile(join(client, 'tpe/index.html'));
    expect(readPageStamp(page.toString('utf8')).release).toBe(`entreprises@${manifest.id}`);
    expect(brotliDecompressSync(await readFile(join(client, 'tpe/index.html.br')))).toEqual(page);
    expect(gunzipSync(await readFile(join(client, 'tpe/index.html.gz')))).toEqual(page);
    expect(manifest.files).toContain('tpe/index.html.br');
  });

  it('copies a fresh build as an immutable release, each page stamped, with its manifest', async () => {
    const build = await fakeBuild(join(work, 'build-a'), 'entreprises', 'a');
    const store = join(work, 'store');
    const manifest = await createRelease({
      store,
      app: 'entreprises',
      clientDir: build,
      commit: '49f7137abcdef',
      dirty: false,
      settings: { supabaseUrl: 'https://abcd.supabase.co/' },
      production: false,
      now: new Date('2026-11-25T21:45:01Z'),
    });
    expect(manifest.id).toBe('20261125-214501-49f7137');
    expect(manifest.pages).toContain('/tpe');
    expect(manifest.files).toContain('assets/entreprises/entry-a.js');
    expect(manifest.hosts).toEqual({ supabase: 'https://abcd.supabase.co' });
    expect(manifest.chrome).toEqual(chromeStamp('entreprises'));
    const page = await readFile(join(releaseDir(store, 'entreprises', manifest.id), CLIENT_DIR, 'tpe/index.html'), 'utf8');
    expect(readPageStamp(page).release).toBe('entreprises@20261125-214501-49f7137');
    // The build itself is untouched: it can be released again.
    expect(readPageStamp(await readFile(join(build, 'tpe/index.html'), 'utf8')).release).toBe('entreprises@local');
    // Immutable: read-only files and folders.
    expect((await stat(join(releaseDir(store, 'entreprises', manifest.id), CLIENT_DIR, 'tpe/index.html'))).mode & 0o222).toBe(0);
    if (process.getuid?.() !== 0) await expect(writeFile(join(releaseDir(store, 'entreprises', manifest.id), 'x'), '')).rejects.toThrow();

    // A second release in the same second gets its own id; the list is in order.
    const again = await createRelease({
      store,
      app: 'entreprises',
      clientDir: build,
      commit: '49f7137abcdef',
      dirty: false,
      settings: {},
      production: false,
      now: new Date('2026-11-25T21:45:01Z'),
    });
    expect(again.id).toBe('20261125-214501-49f7137-2');
    expect((await listReleases(store, 'entreprises')).map((release) => release.id)).toEqual([manifest.id, again.id]);
    expect((await latestRelease(store, 'entreprises'))?.id).toBe(again.id);
  });

  it('refuses an incomplete build and leaves nothing behind', async () => {
    const build = await fakeBuild(join(work, 'build-broken'), 'entreprises', 'b');
    await rm(join(build, 'pme/index.html'));
    const store = join(work, 'store-broken');
    await expect(createRelease({ store, app: 'entreprises', clientDir: build, commit: null, dirty: false, settings: {}, production: false })).rejects.toThrow(
      /pme\/index\.html manque/,
    );
    expect(await listReleases(store, 'entreprises')).toEqual([]);
    await expect(access(join(store, 'entreprises'))).rejects.toThrow(/ENOENT/);
  });
});
