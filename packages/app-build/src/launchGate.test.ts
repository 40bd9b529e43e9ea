import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertLaunchReady, prerenderedAppConfig } from './appConfig.ts';

describe('a production build', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses to start without its Supabase project, naming both variables (issue 24)', () => {
    vi.stubEnv('SITE_ENV', 'production');
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    expect(() => prerenderedAppConfig('formation-ia')).toThrow(/^Build refusé[\s\S]*VITE_SUPABASE_URL manquant[\s\S]*VITE_SUPABASE_ANON_KEY manquant/);
  });

  it('refuses to start while the school has facts to supply, and says which', () => {
    expect(() => assertLaunchReady({ ...process.env, SITE_ENV: 'production' })).toThrow(/Build de production refusé[\s\S]*Numéro SIRET/);
  });

  it('is not concerned in other builds', () => {
    expect(() => assertLaunchReady({ ...process.env, SITE_ENV: undefined })).not.toThrow();
    expect(() => assertLaunchReady({ ...process.env, SITE_ENV: 'preview' })).not.toThrow();
  });
});
