/**
 * The edge platform's limits (issue 38, point 4): files per Worker version with the retained
 * releases' assets included, 5 KB per variable, every access-log line kept. The real router
 * configuration is checked as it would be deployed; fixtures show each limit refused.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routerWorkerConfig } from '@ecole/proxy';
import { APPS } from '@ecole/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { readHistory } from '../src/deployTree.ts';
import { ASSET_FILE_LIMITS, checkFileCount, checkWorkerConfig, VARIABLE_LIMIT_BYTES } from '../src/platformLimits.ts';
import { createRelease } from '../src/store.ts';
import { fakeBuild } from './support/builds.ts';
import { runCli } from './support/cli.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-limits-'));
afterAll(() => rm(work, { recursive: true, force: true }));
const SETTINGS = { siteOrigin: 'https://www.ecole.example', supabaseUrl: 'https://abcd.supabase.co' };

describe('the router’s configuration, as deployed', () => {
  it('each variable under 5 KB, Workers Logs on and every request sampled', () => {
    const config = routerWorkerConfig(SETTINGS);
    expect(checkWorkerConfig(config)).toEqual({ problems: [], warnings: [] });
    const fallback = Buffer.byteLength((config.vars as Record<string, string>).FALLBACK_HTML!, 'utf8');
    console.log(`FALLBACK_HTML : ${fallback} octets sur ${VARIABLE_LIMIT_BYTES}`);
    expect(fallback).toBeLessThan(VARIABLE_LIMIT_BYTES);
  });

  it('a 6 KB variable fails, naming it and its size', () => {
    const config = routerWorkerConfig(SETTINGS);
    const big = { ...config, vars: { ...(config.vars as Record<string, string>), FALLBACK_HTML: 'é'.repeat(3 * 1024) } };
    expect(checkWorkerConfig(big).problems).toEqual([
      'ecole-router\u00a0: la variable FALLBACK_HTML fait 6144 octets sur 5120 permis (120\u00a0%)\u00a0: Cloudflare refuserait le Worker.',
    ]);
  });

  it('logs sampled, or off: fails (the campaign report would count a share of the visits)', () => {
    const config = routerWorkerConfig(SETTINGS);
    expect(checkWorkerConfig({ ...config, observability: { enabled: true, head_sampling_rate: 0.1 } }).problems).toEqual([
      'ecole-router\u00a0: journal échantillonné à 10\u00a0% (head_sampling_rate 0.1)\u00a0: le rapport de campagne compterait 10\u00a0% des visites.',
    ]);
    expect(checkWorkerConfig({ ...config, observability: undefined }).problems).toEqual([
      'ecole-router\u00a0: Workers Logs désactivés\u00a0: aucune ligne du journal d’accès n’est gardée.',
    ]);
  });
});

describe('files per deployment', () => {
  it('warns from 80 % of the plan’s limit, refuses past it', () => {
    expect(checkFileCount(15_999, 'free', 'x')).toEqual({ problems: [], warnings: [] });
    expect(checkFileCount(16_000, 'free', 'x').warnings).toHaveLength(1);
    expect(checkFileCount(20_001, 'free', 'x').problems).toHaveLength(1);
    expect(checkFileCount(20_001, 'paid', 'x')).toEqual({ problems: [], warnings: [] });
    expect(ASSET_FILE_LIMITS).toEqual({ free: 20_000, paid: 100_000 });
  });

  it('a deployment over the limit once the previous release’s assets are retained: refused before the upload, the live release kept', async () => {
    const store = join(work, 'store');
    const to = join(work, 'deploy');
    const APP = 'entreprises';
    /** A release whose build carries `count` hashed assets of its own. */
    const release = async (version: string, count: number) => {
      const build = await fakeBuild(join(work, `build-${version}`), APP, version);
      const assets = join(build, APPS[APP].assetsDir, 'lots');
      await mkdir(assets, { recursive: true });
      for (let index = 0; index < count; index += 1) await writeFile(join(assets, `${version}-${index}.js`), '');
      return createRelease({ store, app: APP, clientDir: build, commit: `${version}0000000`, dirty: false, settings: {}, production: false });
    };
    const a = await release('a', 16_500);
    const b = await release('b', 4_000);
    const env = {
      RELEASES_DIR: store,
      CLOUDFLARE_API_TOKEN: 'jeton-de-test',
      CLOUDFLARE_ACCOUNT_ID: 'compte-de-test',
      ECOLE_WRANGLER: fileURLToPath(new URL('./support/fakeWrangler.mjs', import.meta.url)),
      FAKE_WRANGLER_STATE: join(work, 'wrangler-state'),
      FORCE_COLOR: '0',
    };
    const first = await runCli(['deploy', APP, '--release', a.id, '--to', to, '--target', 'cloudflare'], { env });
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      new RegExp(`⚠ «\u00a0${APP}\u00a0» ${a.id}\u00a0: ${a.files.length} fichiers sur 20000 permis par version \\(offre Workers Free\\), 8\\d\u00a0%`),
    );

    const second = await runCli(['deploy', APP, '--release', b.id, '--to', to, '--target', 'cloudflare'], { env });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(
      new RegExp(
        `Limites de Cloudflare dépassées\u00a0:\\n  • «\u00a0${APP}\u00a0» ${b.id}\u00a0: 2\\d{4} fichiers sur 20000 permis .*assets des releases gardées compris\u00a0: Cloudflare refuserait l’envoi`,
      ),
    );
    expect((await readHistory(join(to, 'cloudflare'), APP)).map((entry) => entry.release)).toEqual([a.id]);

    // The paid plan's limit takes it.
    const paid = await runCli(['deploy', APP, '--release', b.id, '--to', to, '--target', 'cloudflare'], { env: { ...env, CLOUDFLARE_PLAN: 'paid' } });
    expect(paid.code, paid.stdout + paid.stderr).toBe(0);
  }, 300_000);
});
