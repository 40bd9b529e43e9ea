import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppName } from '@ecole/routes';
import { afterAll } from 'vitest';
import { createRelease } from '../../src/store.ts';
import { fakeBuild } from './builds.ts';
import { startFakeCloudflareApi } from './fakeCloudflareApi.ts';

/**
 * Two releases (`a`, then `b`) of one app in a store of their own, the local fake of Cloudflare's
 * API and the fake wrangler, and the environment the release commands read to reach them: what
 * the Cloudflare deployment tests share. Removed after the file's tests.
 */
export async function cloudflareScene(app: AppName, prefix: string) {
  const work = await mkdtemp(join(tmpdir(), prefix));
  const store = join(work, 'store');
  const state = join(work, 'wrangler-state');
  const api = await startFakeCloudflareApi({ state, accountId: 'compte-de-test', token: 'jeton-de-test' });
  afterAll(async () => {
    await api.close();
    await rm(work, { recursive: true, force: true });
  });
  const env = {
    RELEASES_DIR: store,
    CLOUDFLARE_API_TOKEN: 'jeton-de-test',
    CLOUDFLARE_ACCOUNT_ID: 'compte-de-test',
    CLOUDFLARE_API_BASE_URL: api.url,
    ECOLE_WRANGLER: fileURLToPath(new URL('./fakeWrangler.mjs', import.meta.url)),
    FAKE_WRANGLER_STATE: state,
    FORCE_COLOR: '0',
  };
  const releases = [];
  for (const version of ['a', 'b']) {
    const build = await fakeBuild(join(work, `build-${version}`), app, version);
    releases.push(await createRelease({ store, app, clientDir: build, commit: `${version}0000000`, dirty: false, settings: {}, production: false }));
  }
  const [a, b] = releases as [(typeof releases)[0], (typeof releases)[0]];
  return { work, store, to: join(work, 'deploy'), state, api, env, a, b };
}
