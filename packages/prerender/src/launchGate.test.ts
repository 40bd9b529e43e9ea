import { describe, expect, it } from 'vitest';
import { assertLaunchReady } from './appConfig.ts';

describe('a production build', () => {
  it('refuses to start while the school has facts to supply, and says which', () => {
    expect(() => assertLaunchReady({ ...process.env, SITE_ENV: 'production' })).toThrow(/Build de production refusé[\s\S]*Numéro SIRET/);
  });

  it('is not concerned in other builds', () => {
    expect(() => assertLaunchReady({ ...process.env, SITE_ENV: undefined })).not.toThrow();
    expect(() => assertLaunchReady({ ...process.env, SITE_ENV: 'preview' })).not.toThrow();
  });
});
