import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@ecole/supabase-local/keys';
import { describe, expect, it } from 'vitest';
import { getSupabase, supabaseConfig } from './index.ts';

describe('supabaseConfig', () => {
  it('talks to the local stand-in when the build names no project', () => {
    expect(supabaseConfig({} as ImportMetaEnv)).toEqual({ url: LOCAL_SUPABASE_URL, anonKey: LOCAL_ANON_KEY });
  });

  it('treats a declared but empty variable as missing', () => {
    const env = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' } as ImportMetaEnv;
    expect(supabaseConfig(env)).toEqual({ url: LOCAL_SUPABASE_URL, anonKey: LOCAL_ANON_KEY });
  });

  it('uses the project given at build time', () => {
    const env = { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'public-anon-key' } as ImportMetaEnv;
    expect(supabaseConfig(env)).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public-anon-key' });
  });
});

describe('getSupabase', () => {
  it('creates one client, shared by every caller', async () => {
    const [first, second] = await Promise.all([getSupabase(), getSupabase()]);
    expect(first).toBe(second);
    expect(first).toBe(await getSupabase());
    expect(typeof first.from).toBe('function');
    expect(typeof first.functions.invoke).toBe('function');
  });
});
