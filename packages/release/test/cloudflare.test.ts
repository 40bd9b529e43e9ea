/**
 * The Cloudflare configurations are accepted by the deploy's own CLI, Wrangler 4 on Node 22, both
 * fetched from the npm registry as a deploy fetches them (issue 38): `wrangler deploy --dry-run
 * --outdir` checks each Worker and its configuration without an account, and says what it would
 * upload: the Worker's module, written into `--outdir`, and the static assets it read.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appWorkerConfig, bundleWorker, routerWorkerConfig } from '@ecole/proxy';
import { afterAll, describe, expect, it } from 'vitest';
import { ignoreCompressedCopies, missingCloudflareEnv, wranglerDeploy } from '../src/cloudflare.ts';
import { annotationArgs, versionAnnotations } from '../src/platformVersions.ts';
import { listFiles } from '../src/store.ts';
import { onDeployToolchain, runInvocation, WRANGLER_PACKAGE } from '../src/wrangler.ts';
import { fakeBuild } from './support/builds.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-wrangler-test-'));
afterAll(() => rm(work, { recursive: true, force: true }));

// Bounds against a hang only: the first run fetches Node 22 and Wrangler 4 from the registry.
const FETCH = 300_000;

describe('the deploy’s wrangler', () => {
  it(
    'is the pinned Wrangler 4, run on Node 22 whatever Node runs the deploy command',
    async () => {
      const node = await runInvocation(onDeployToolchain('node', ['--version']), work, 'node --version');
      const wrangler = await runInvocation(onDeployToolchain('wrangler', ['--version']), work, 'wrangler --version');
      expect(node.output.trim().split('\n').at(-1)).toMatch(/^v22\.\d+\.\d+$/);
      expect(WRANGLER_PACKAGE).toMatch(/^wrangler@4\.\d+\.\d+$/);
      expect(wrangler.output).toContain(WRANGLER_PACKAGE.slice('wrangler@'.length));
    },
    FETCH,
  );
});

describe('wrangler deploy --dry-run (Wrangler 4, Node 22)', () => {
  it(
    'an app’s Worker: its one module, and every file of its deployment but the brotli and gzip copies',
    async () => {
      // As a real deploy lays it out: the deployment folder beside the Worker's configuration.
      const dir = join(work, 'entreprises');
      const assets = await fakeBuild(join(dir, 'deployments', '0001-a'), 'entreprises', 'a');
      await writeFile(join(assets, 'index.html.br'), 'copie brotli');
      await writeFile(join(assets, 'tpe', 'index.html.gz'), 'copie gzip');
      await ignoreCompressedCopies(assets);
      expect(await readFile(join(assets, '.assetsignore'), 'utf8')).toBe('*.br\n*.gz\n');

      // With the tag and message every deploy gives its version (wrangler refuses an argument it does not know).
      const annotations = annotationArgs(versionAnnotations('entreprises', { id: '20261128-150000-abc1234', version: '1.0.0' }));
      const run = await wranglerDeploy(join(dir, 'wrangler.json'), appWorkerConfig('entreprises', assets), { dryRun: true, extraArgs: annotations });
      expect(run.output).toContain('--dry-run: exiting now.');
      expect(run.output).toContain('env.ASSETS');
      // The Worker is the module the local edge runs, alone: no page of the deployment attached to it.
      expect(run.upload?.modules).toEqual([{ name: 'ecole-entreprises.worker.mjs', text: await bundleWorker('app') }]);
      const released = (await listFiles(assets)).filter((file) => !/\.(br|gz)$/.test(file) && file !== '.assetsignore');
      expect(released).toContain('tpe/index.html');
      expect(released).toContain('assets/entreprises/entry-a.js');
      expect(run.upload?.assets).toEqual(released);
    },
    FETCH,
  );

  it(
    'the router: its one module, bound to the four apps, on the site’s domain, with no assets',
    async () => {
      const config = routerWorkerConfig({ siteOrigin: 'https://www.ecole.example', supabaseUrl: 'https://abcd.supabase.co' });
      expect(config.routes).toEqual([{ pattern: 'www.ecole.example', custom_domain: true }]);
      expect(config.services).toEqual([
        { binding: 'APP_SITE', service: 'ecole-site' },
        { binding: 'APP_FORMATION_IA', service: 'ecole-formation-ia' },
        { binding: 'APP_ENTREPRISES', service: 'ecole-entreprises' },
        { binding: 'APP_EQUIPE', service: 'ecole-equipe' },
      ]);
      expect(JSON.parse((config.vars as Record<string, string>).POLICY_SOURCES!)).toEqual({ supabase: 'https://abcd.supabase.co' });
      const run = await wranglerDeploy(join(work, 'router.wrangler.json'), config, { dryRun: true });
      expect(run.output).toContain('--dry-run: exiting now.');
      for (const binding of ['APP_SITE', 'APP_FORMATION_IA', 'APP_ENTREPRISES', 'APP_EQUIPE', 'POLICY_SOURCES', 'FALLBACK_HTML']) {
        expect(run.output).toContain(`env.${binding}`);
      }
      expect(run.upload).toEqual({ modules: [{ name: 'ecole-router.worker.mjs', text: await bundleWorker('router') }], assets: [] });
    },
    FETCH,
  );

  it(
    'a configuration wrangler refuses fails, with wrangler’s own words',
    async () => {
      const config = { ...appWorkerConfig('entreprises', join(work, 'absent')) };
      await expect(wranglerDeploy(join(work, 'broken.wrangler.json'), config, { dryRun: true })).rejects.toThrow(
        /wrangler deploy a échoué \(code 1\)[\s\S]*absent/,
      );
    },
    FETCH,
  );

  it('says what a real deploy needs from the environment', () => {
    expect(missingCloudflareEnv({})).toEqual(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID']);
    expect(missingCloudflareEnv({ CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: 'a' })).toEqual([]);
  });
});
