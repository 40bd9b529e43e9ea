import { describe, expect, it } from 'vitest';
import {
  DEPLOY_SETTINGS,
  directiveSources,
  policyGaps,
  policySourcesOf,
  readDeploySettings,
  requireBuildSettings,
  requireDeploySettings,
} from './deploySettings.ts';

const HOSTED = {
  VITE_SITE_ORIGIN: 'https://www.ecole.example',
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'public-anon-key',
  VITE_APPLICATION_FORM_URL: 'https://forms.example.org/f/candidature',
  VITE_APPLICATION_FORM_SCRIPT: 'https://cdn.forms.example.org/embed.js',
};

describe('deployment settings', () => {
  it('are read from the environment, each once, with the origin the CSP needs', () => {
    const { settings, problems, missing } = readDeploySettings(HOSTED);
    expect(problems).toEqual([]);
    expect(missing).toEqual([]);
    expect(policySourcesOf(settings)).toEqual({
      supabase: 'https://abcd.supabase.co',
      applicationForm: 'https://forms.example.org',
      applicationFormScript: 'https://cdn.forms.example.org',
    });
    expect(new Set(DEPLOY_SETTINGS.map((setting) => setting.env)).size).toBe(DEPLOY_SETTINGS.length);
  });

  it('default to the local stand-ins (nothing for the CSP to add) when unset', () => {
    const { settings, missing } = readDeploySettings({ VITE_SUPABASE_URL: '  ' });
    expect(policySourcesOf(settings)).toEqual({ supabase: undefined, applicationForm: undefined, applicationFormScript: undefined });
    expect(missing.map((setting) => setting.env)).toEqual([
      'VITE_SUPABASE_URL',
      'VITE_SUPABASE_ANON_KEY',
      'VITE_APPLICATION_FORM_URL',
      'VITE_APPLICATION_FORM_SCRIPT',
    ]);
  });

  it('refuse, in French, an address that is not HTTPS, a path where an origin is expected, credentials', () => {
    const { problems } = readDeploySettings({
      VITE_SUPABASE_URL: 'http://abcd.supabase.co',
      VITE_SITE_ORIGIN: 'https://www.ecole.example/accueil',
      VITE_APPLICATION_FORM_URL: 'https://user:pw@forms.example.org/',
      VITE_APPLICATION_FORM_SCRIPT: 'pas une adresse',
    });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/VITE_SUPABASE_URL doit commencer par https:\/\//);
    expect(problems.join('\n')).toMatch(/VITE_SITE_ORIGIN est une origine, sans chemin/);
    expect(problems.join('\n')).toMatch(/VITE_APPLICATION_FORM_URL ne doit pas contenir d’identifiants/);
    expect(problems.join('\n')).toMatch(/VITE_APPLICATION_FORM_SCRIPT doit être une adresse complète/);
    // Loopback may be plain HTTP: the local stand-ins and tests.
    expect(readDeploySettings({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }).problems).toEqual([]);
  });

  it('are required in production: the error names each missing one', () => {
    expect(() => requireDeploySettings({ SITE_ENV: 'production' })).toThrow(/VITE_SUPABASE_URL manquant[\s\S]*VITE_APPLICATION_FORM_SCRIPT manquant/);
    expect(requireDeploySettings({ ...HOSTED, SITE_ENV: 'production' }).supabaseUrl).toBe('https://abcd.supabase.co');
    expect(requireDeploySettings({}).supabaseUrl).toBeUndefined();
  });
});

describe('policy gaps', () => {
  const { settings } = readDeploySettings(HOSTED);

  it('name every host a policy would block, with the directive', () => {
    const local = "default-src 'none'; script-src 'self'; connect-src 'self'; form-action 'self'; frame-src 'self'";
    const gaps = policyGaps(local, settings);
    expect(gaps).toHaveLength(4);
    expect(gaps[0]).toBe(
      'connect-src n’autorise pas https://abcd.supabase.co (VITE_SUPABASE_URL) : adresse du projet Supabase qui reçoit les demandes de contact serait bloqué.',
    );
    expect(gaps.some((gap) => gap.startsWith('form-action n’autorise pas https://abcd.supabase.co'))).toBe(true);
    expect(gaps.some((gap) => gap.startsWith('frame-src n’autorise pas https://forms.example.org'))).toBe(true);
    expect(gaps.some((gap) => gap.startsWith('script-src n’autorise pas https://cdn.forms.example.org'))).toBe(true);
  });

  it('are none when each host is listed, and follow default-src where a directive is absent', () => {
    const full =
      "default-src 'none'; script-src 'self' https://cdn.forms.example.org; connect-src 'self' https://abcd.supabase.co; form-action 'self' https://abcd.supabase.co; frame-src https://forms.example.org";
    expect(policyGaps(full, settings)).toEqual([]);
    expect(policyGaps("default-src 'self' https://abcd.supabase.co https://forms.example.org https://cdn.forms.example.org", settings)).toEqual([]);
    expect(directiveSources(full, 'frame-src')).toEqual(['https://forms.example.org']);
  });
});

describe('an app’s build', () => {
  it('meant for production refuses to run without its Supabase project, naming both variables, in French', () => {
    const withoutProject = { ...HOSTED, VITE_SUPABASE_URL: undefined, VITE_SUPABASE_ANON_KEY: '', SITE_ENV: 'production' };
    expect(() => requireBuildSettings(withoutProject)).toThrow(
      /^Build refusé : Réglages de déploiement \(production\) incomplets :\n {2}• VITE_SUPABASE_URL manquant : adresse du projet Supabase[^\n]*\n {2}• VITE_SUPABASE_ANON_KEY manquant : clé publique[^\n]*\nSans VITE_SUPABASE_URL et VITE_SUPABASE_ANON_KEY, le formulaire de contact écrirait au remplaçant local \(\/_supabase/,
    );
    expect(() => requireBuildSettings({ ...HOSTED, VITE_SUPABASE_ANON_KEY: undefined, SITE_ENV: 'production' })).toThrow(/VITE_SUPABASE_ANON_KEY manquant/);
    expect(() => requireBuildSettings({ ...HOSTED, SITE_ENV: 'production' })).not.toThrow();
  });

  it('for npm start, npm test or a local release is not checked: it talks to the stand-in on purpose', () => {
    expect(() => requireBuildSettings({})).not.toThrow();
    expect(() => requireBuildSettings({ SITE_ENV: 'preview' })).not.toThrow();
  });
});
