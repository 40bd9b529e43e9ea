/**
 * The Cloudflare configurations are accepted by Cloudflare's own CLI: `wrangler deploy --dry-run`
 * bundles each Worker and checks its configuration without an account or a network.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appWorkerConfig, routerWorkerConfig } from '@ecole/proxy';
import { afterAll, describe, expect, it } from 'vitest';
import { ignoreCompressedCopies, missingCloudflareEnv, wranglerDeploy } from '../src/cloudflare.ts';
import { fakeBuild } from './support/builds.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-wrangler-test-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('wrangler deploy --dry-run', () => {
  it('accepts an app’s Worker with its deployment as static assets, its brotli and gzip copies left out', async () => {
    const assets = await fakeBuild(join(work, 'entreprises'), 'entreprises', 'a');
    await writeFile(join(assets, 'index.html.br'), 'copie brotli');
    await ignoreCompressedCopies(assets);
    expect(await readFile(join(assets, '.assetsignore'), 'utf8')).toBe('*.br\n*.gz\n');
    const run = await wranglerDeploy(join(work, 'entreprises.wrangler.json'), appWorkerConfig('entreprises', assets), { dryRun: true });
    expect(run.output).toContain('--dry-run: exiting now.');
  });

  it('accepts the router, bound to the four apps, on the site’s domain', async () => {
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
    expect(run.output).toMatch(/APP_SITE/);
  });

  it('says what a real deploy needs from the environment', () => {
    expect(missingCloudflareEnv({})).toEqual(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID']);
    expect(missingCloudflareEnv({ CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: 'a' })).toEqual([]);
  });
});
