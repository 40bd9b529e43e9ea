import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS } from '@ecole/routes';
import { LOCAL_ANON_KEY } from '@ecole/settings/localSupabase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { deployCommand } from '../src/commands/deploy.ts';
import { standInRefusal, standInSettingsOf } from '../src/standIn.ts';
import { createRelease } from '../src/store.ts';
import { fakeBuild, pageHtml } from './support/builds.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-stand-in-'));
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** A build of formation-ia whose form and client were built with `traces` of the stand-in. */
async function buildWith(name: string, traces: { path?: boolean; key?: boolean }): Promise<string> {
  const dir = await fakeBuild(join(work, name), 'formation-ia', name);
  const action = traces.path ? '/_supabase/functions/v1/submit-contact-form' : 'https://abcd.supabase.co/functions/v1/submit-contact-form';
  const page = pageHtml('formation-ia', 'Formation IA').replace('</body>', `<form method="post" action="${action}"></form></body>`);
  await writeFile(join(dir, 'formation-ia/index.html'), page);
  await writeFile(join(dir, APPS['formation-ia'].assetsDir, 'client-0.js'), `const k=\`${traces.key ? LOCAL_ANON_KEY : 'public-anon-key'}\`;\n`);
  return dir;
}

const steps = { plan: () => {}, next: () => {} };

describe('a release built for the local stand-in', () => {
  it('is told by its files: the stand-in’s path names the missing URL, its demo key the missing key', async () => {
    expect(await standInSettingsOf(await buildWith('local', { path: true, key: true }))).toEqual(['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']);
    expect(await standInSettingsOf(await buildWith('no-key', { key: true }))).toEqual(['VITE_SUPABASE_ANON_KEY']);
    expect(await standInSettingsOf(await buildWith('hosted', {}))).toEqual([]);
  });

  it('is refused by a real host, in French, with the command that makes a good one', async () => {
    const refusal = await standInRefusal(await buildWith('refused', { path: true, key: true }), 'formation-ia@1', 'Cloudflare');
    expect(refusal).toBe(
      'La release formation-ia@1 a été construite sans VITE_SUPABASE_URL ni VITE_SUPABASE_ANON_KEY : son formulaire de contact écrirait ' +
        'au remplaçant local de Supabase (/_supabase, clé de démonstration), que Cloudflare ne sert pas. Refaites-la avec le projet : ' +
        'VITE_SUPABASE_URL=https://<projet>.supabase.co VITE_SUPABASE_ANON_KEY=<clé anon> npm run release -- formation-ia',
    );
    expect(await standInRefusal(await buildWith('accepted', {}), 'formation-ia@2', 'Cloudflare')).toBeUndefined();
  });

  it('cannot be deployed to Cloudflare, nor anywhere with SITE_ENV=production, but still to the local folder', async () => {
    const store = join(work, 'store');
    vi.stubEnv('RELEASES_DIR', store);
    const clientDir = await buildWith('deployed', { path: true, key: true });
    await createRelease({ store, app: 'formation-ia', clientDir, commit: null, dirty: false, settings: {}, production: false });

    vi.stubEnv('CLOUDFLARE_API_TOKEN', 'token');
    vi.stubEnv('CLOUDFLARE_ACCOUNT_ID', 'account');
    const cloudflare = deployCommand(['formation-ia', '--target', 'cloudflare', '--to', join(work, 'cloudflare')], steps);
    await expect(cloudflare).rejects.toThrow(
      /^La release formation-ia@\S+ a été construite sans VITE_SUPABASE_URL ni VITE_SUPABASE_ANON_KEY : .* que Cloudflare ne sert pas/,
    );

    vi.stubEnv('SITE_ENV', 'production');
    await expect(deployCommand(['formation-ia', '--to', join(work, 'production')], steps)).rejects.toThrow(/que le serveur de production ne sert pas/);

    vi.stubEnv('SITE_ENV', '');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await expect(deployCommand(['formation-ia', '--to', join(work, 'local')], steps)).resolves.toBeUndefined();
  });
});
