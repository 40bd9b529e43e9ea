import { describe, expect, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from './localServiceRole.ts';
import { isLoopbackUrl, localSiteOrigin, localSitePort, localSupabasePort, SettingError, supabaseTarget } from './supabaseTarget.ts';

describe('supabaseTarget: where a staff command reads, by the rules npm start follows', () => {
  it('is the stand-in at 54321 with nothing set, and follows SUPABASE_PORT as npm start does', () => {
    expect(supabaseTarget({})).toEqual({ url: 'http://127.0.0.1:54321', serviceKey: LOCAL_SERVICE_ROLE_KEY, local: true });
    expect(supabaseTarget({ SUPABASE_PORT: '54400' })).toEqual({ url: 'http://127.0.0.1:54400', serviceKey: LOCAL_SERVICE_ROLE_KEY, local: true });
    expect(localSupabasePort({ SUPABASE_PORT: '54400' })).toBe(54400);
    expect(localSupabasePort({})).toBeUndefined();
    expect(localSupabasePort({ SUPABASE_PORT: '0' })).toBe(0);
  });

  it('reads a hosted project with its key, and a loopback SUPABASE_URL with the demo key when none is given', () => {
    expect(supabaseTarget({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_SERVICE_ROLE_KEY: ' key ', SUPABASE_PORT: '54400' })).toEqual({
      url: 'https://abc.supabase.co',
      serviceKey: 'key',
      local: false,
    });
    expect(supabaseTarget({ SUPABASE_URL: 'http://localhost:54500' })).toEqual({
      url: 'http://localhost:54500',
      serviceKey: LOCAL_SERVICE_ROLE_KEY,
      local: true,
    });
    expect(isLoopbackUrl('http://127.0.1.4:1')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:54321')).toBe(true);
    expect(isLoopbackUrl('https://127.0.0.1.example.com')).toBe(false);
  });

  it('refuses in French what it cannot use: the demo key is never sent to a hosted project', () => {
    const cases: [Record<string, string>, string][] = [
      [{ SUPABASE_URL: 'https://abc.supabase.co' }, 'SUPABASE_SERVICE_ROLE_KEY manque'],
      [{ SUPABASE_SERVICE_ROLE_KEY: 'key' }, 'SUPABASE_URL manque'],
      [{ SUPABASE_URL: 'abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'key' }, 'SUPABASE_URL invalide\u00a0: «\u00a0abc.supabase.co\u00a0»'],
      [{ SUPABASE_PORT: 'cinq' }, 'SUPABASE_PORT invalide\u00a0: «\u00a0cinq\u00a0»'],
      [{ SUPABASE_PORT: '70000' }, 'SUPABASE_PORT invalide'],
      [{ SUPABASE_PORT: '0' }, 'SUPABASE_PORT=0 laisse le Supabase local choisir son port'],
    ];
    for (const [env, message] of cases) {
      expect(() => supabaseTarget(env), JSON.stringify(env)).toThrow(SettingError);
      expect(() => supabaseTarget(env)).toThrow(message);
    }
  });

  it('reads PORT as npm start does', () => {
    expect(localSitePort({})).toBe(3000);
    expect(localSitePort({ PORT: '8080' })).toBe(8080);
    expect(() => localSitePort({ PORT: 'x' })).toThrow('PORT invalide\u00a0: «\u00a0x\u00a0»');
    expect(localSiteOrigin({})).toBe('http://127.0.0.1:3000');
    expect(localSiteOrigin({ HOST: '0.0.0.0', PORT: '8080' })).toBe('http://0.0.0.0:8080');
  });
});
