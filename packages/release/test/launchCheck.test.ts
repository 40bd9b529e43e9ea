import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateNginxConfig, liveRoots, productionNginxConfig } from '@ecole/proxy';
import { readDeploySettings } from '@ecole/settings';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDeployment, deployCheckFails, formatDeployCheck, nginxPolicies } from '../src/launchCheck.ts';
import { createRelease } from '../src/store.ts';
import { fakeBuild } from './support/builds.ts';

const HOSTED = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'public-anon-key',
  VITE_APPLICATION_FORM_URL: 'https://forms.example.org/candidature',
  VITE_APPLICATION_FORM_SCRIPT: 'https://cdn.forms.example.org/embed.js',
};
const work = await mkdtemp(join(tmpdir(), 'ecole-launch-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the launch check of the production proxies', () => {
  it('passes for the configs generated from the settings', async () => {
    const check = await checkDeployment({ env: HOSTED });
    expect(deployCheckFails(check)).toBe(false);
    expect(formatDeployCheck(check)).toContain(
      '✓ les proxys de production autorisent https://abcd.supabase.co, https://forms.example.org, https://cdn.forms.example.org.',
    );
    expect(formatDeployCheck(await checkDeployment({ env: {} }))).toContain('aucun hôte de production configuré');
  });

  it('fails on an nginx config generated without the settings (the old committed site.conf), naming each blocked host', async () => {
    // What the repository used to commit: generated with no Supabase URL, `connect-src 'self'`.
    const local = generateNginxConfig({ roots: liveRoots(), listen: 80, mode: 'production', policy: {} });
    const check = await checkDeployment({ env: HOSTED, nginxConfig: { name: '/etc/nginx/conf.d/ecole.conf', text: local } });
    expect(deployCheckFails(check)).toBe(true);
    expect(check.gaps).toContain(
      '/etc/nginx/conf.d/ecole.conf : connect-src n’autorise pas https://abcd.supabase.co (VITE_SUPABASE_URL) : adresse du projet Supabase qui reçoit les demandes de contact serait bloqué.',
    );
    expect(check.gaps.some((gap) => gap.includes('form-action n’autorise pas https://abcd.supabase.co'))).toBe(true);
    expect(check.gaps.some((gap) => gap.includes('frame-src n’autorise pas https://forms.example.org'))).toBe(true);
    // The same file generated with the settings passes.
    const hosted = productionNginxConfig({ settings: readDeploySettings(HOSTED).settings });
    expect(nginxPolicies(hosted).length).toBeGreaterThan(1);
    expect(deployCheckFails(await checkDeployment({ env: HOSTED, nginxConfig: { name: 'ecole.conf', text: hosted } }))).toBe(false);
  });

  it('fails on a live site whose policy blocks the project, and on a file that is not a generated config', async () => {
    const live = await checkDeployment({ env: HOSTED, livePolicy: { url: 'https://www.exemple.fr/contact', policy: "default-src 'self'" } });
    expect(live.gaps[0]).toMatch(/^https:\/\/www\.exemple\.fr\/contact : connect-src n’autorise pas https:\/\/abcd\.supabase\.co/);
    const other = await checkDeployment({ env: HOSTED, nginxConfig: { name: 'autre.conf', text: 'server { listen 80; }' } });
    expect(other.gaps).toContain('autre.conf : aucune Content-Security-Policy (ce n’est pas une configuration générée par npm run proxy-config).');
  });

  it('fails when the newest release of an app was built for another Supabase project', async () => {
    const store = join(work, 'store');
    const build = await fakeBuild(join(work, 'build'), 'formation-ia', 'a');
    await createRelease({ store, app: 'formation-ia', clientDir: build, commit: null, dirty: false, settings: {}, production: false });
    const check = await checkDeployment({ env: HOSTED, store });
    expect(check.mismatches[0]).toMatch(/^release formation-ia@.* construite pour l’hôte local \(supabase\), les réglages disent https:\/\/abcd\.supabase\.co/);
    expect(deployCheckFails(check)).toBe(true);
  });

  it('reports an invalid setting', async () => {
    const check = await checkDeployment({ env: { ...HOSTED, VITE_SUPABASE_URL: 'http://abcd.supabase.co' } });
    expect(check.problems).toEqual(['VITE_SUPABASE_URL doit commencer par https:// (reçu « http://abcd.supabase.co »).']);
  });
});
