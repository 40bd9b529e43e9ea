/**
 * Shareable previews per branch on the edge (issue 38): `npm run preview -- <app> --target
 * cloudflare --alias <branch>` uploads the app's release as a version of its Worker aliased after
 * the branch (`wrangler versions upload --preview-alias`), checked here by Wrangler 4's own dry run
 * on Node 22: the version it would upload carries `PREVIEW_OF` (what turns on `noindex` and the
 * hand-over to the live site, packages/proxy/test/edgePreview.test.ts) and the release's files.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { previewAliasOf } from '../src/edgePreview.ts';
import { createRelease, listFiles } from '../src/store.ts';
import { fakeBuild } from './support/builds.ts';
import { runCli } from './support/cli.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-edge-preview-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the preview’s alias, from the branch', () => {
  it('is a DNS label Cloudflare accepts, within 63 characters with the Worker’s name', () => {
    expect(previewAliasOf('feature/Nouvelle_TPE', 'ecole-entreprises')).toBe('feature-nouvelle-tpe');
    expect(previewAliasOf('correctif-été', 'ecole-site')).toBe('correctif-ete');
    expect(previewAliasOf('38-aperçus', 'ecole-site')).toBe('b-38-apercus');
    const long = previewAliasOf(`issue-38-${'x'.repeat(80)}`, 'ecole-entreprises');
    expect(`${long}-ecole-entreprises`.length).toBeLessThanOrEqual(63);
    expect(long).toMatch(/^[a-z](?:[a-z0-9-]*[a-z0-9])?$/);
  });
});

describe('npm run preview -- entreprises --target cloudflare --alias <branch> --dry-run (Wrangler 4, Node 22)', () => {
  it('would upload a version of ecole-entreprises aliased after the branch, with PREVIEW_OF and the release’s files', async () => {
    const store = join(work, 'store');
    const build = await fakeBuild(join(work, 'build'), 'entreprises', 'a');
    const release = await createRelease({
      store,
      app: 'entreprises',
      clientDir: build,
      commit: 'a000000',
      dirty: false,
      settings: { siteOrigin: 'https://www.ecole.example' },
      production: false,
    });
    const run = await runCli(
      ['preview', 'entreprises', '--target', 'cloudflare', '--alias', 'feature/Nouvelle_TPE', '--to', join(work, 'deploy'), '--dry-run'],
      {
        env: { RELEASES_DIR: store },
      },
    );
    const output = run.stdout + run.stderr;
    expect(run.code, output).toBe(0);
    expect(output).toContain(`Aperçu de entreprises@${release.id} (version ${release.version}) sur Cloudflare, branche « feature/Nouvelle_TPE »`);
    expect(output).toContain('--dry-run: exiting now.');
    expect(output).toMatch(/env\.PREVIEW_OF\s+\("https:\/\/www\.ecole\.example"\)/);
    expect(output).toContain('env.ASSETS');
    expect(output).toMatch(/wrangler@4\.\d+\.\d+ enverrait\u00a0: ecole-entreprises\.worker\.mjs \([\d,]+\u00a0Kio\)/);
    // `versions upload --dry-run` reads no assets: the folder and configuration it was given say what it would send.
    const folder = join(work, 'deploy', 'cloudflare', 'entreprises', 'previews', 'feature-nouvelle-tpe');
    expect((await listFiles(folder)).filter((file) => file !== '.assetsignore')).toEqual(release.files);
    const config = JSON.parse(await readFile(join(work, 'deploy', 'cloudflare', 'entreprises', 'preview-feature-nouvelle-tpe.wrangler.json'), 'utf8'));
    expect(config).toMatchObject({
      name: 'ecole-entreprises',
      preview_urls: true,
      workers_dev: false,
      no_bundle: true,
      find_additional_modules: false,
      assets: { directory: folder, html_handling: 'drop-trailing-slash', run_worker_first: true },
      // The router's headers for the hosts the release calls (none here: the local stand-in's), and noindex.
      vars: { PREVIEW_OF: 'https://www.ecole.example', PREVIEW_APP: 'entreprises', POLICY_SOURCES: JSON.stringify(release.hosts) },
    });
    expect(output).toContain('L’aperçu serait https://feature-nouvelle-tpe-ecole-entreprises.<compte>.workers.dev (noindex).');
  }, 300_000);
});
