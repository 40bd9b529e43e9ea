import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@ecole/settings/localSupabase';
import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_FUNCTION, formAction, getSupabase, supabaseConfig } from './index.ts';

describe('supabaseConfig', () => {
  const page = 'http://127.0.0.1:3000';

  it('talks to the local stand-in through the page’s own origin when the build names no project', () => {
    // Whatever port the stand-in listens on: the local proxies forward /_supabase to it.
    expect(supabaseConfig({} as ImportMetaEnv, page)).toEqual({ url: 'http://127.0.0.1:3000/_supabase', anonKey: LOCAL_ANON_KEY });
  });

  it('talks to 127.0.0.1:54321 where there is no page (Node)', () => {
    expect(supabaseConfig({} as ImportMetaEnv, null)).toEqual({ url: LOCAL_SUPABASE_URL, anonKey: LOCAL_ANON_KEY });
  });

  it('treats a declared but empty variable as missing', () => {
    const env = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' } as ImportMetaEnv;
    expect(supabaseConfig(env, page)).toEqual({ url: 'http://127.0.0.1:3000/_supabase', anonKey: LOCAL_ANON_KEY });
  });

  it('uses the project given at build time', () => {
    const env = { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'public-anon-key' } as ImportMetaEnv;
    expect(supabaseConfig(env, page)).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public-anon-key' });
  });

  it('has no stand-in to fall back on in a build that names its project, and says so rather than guess', () => {
    // A production build without its settings refuses to run (@ecole/settings): this cannot ship.
    expect(() => supabaseConfig({} as ImportMetaEnv, page, null)).toThrow(/VITE_SUPABASE_URL et VITE_SUPABASE_ANON_KEY/);
    expect(() => formAction({} as ImportMetaEnv, FOLLOW_UP_FUNCTION, null)).toThrow(/VITE_SUPABASE_URL/);
  });
});

describe('formAction', () => {
  it('posts to the project’s function, or to the stand-in’s on the page’s own origin', () => {
    expect(formAction({ VITE_SUPABASE_URL: 'https://abc.supabase.co/' } as ImportMetaEnv)).toBe('https://abc.supabase.co/functions/v1/submit-contact-form');
    expect(formAction({} as ImportMetaEnv, FOLLOW_UP_FUNCTION)).toBe('/_supabase/functions/v1/follow-up-request');
  });
});

describe('getSupabase', () => {
  it('creates one client, shared by every caller, able to reach any table and any function', async () => {
    const [first, second] = await Promise.all([getSupabase(), getSupabase()]);
    expect(first).toBe(second);
    expect(first).toBe(await getSupabase());
    expect(typeof first.from('contact_requests').insert).toBe('function');
    expect(typeof first.functions.invoke).toBe('function');
  });
});
