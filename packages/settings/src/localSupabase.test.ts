import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from './localServiceRole.ts';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH, LOCAL_SUPABASE_URL } from './localSupabase.ts';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('the local stand-in’s settings', () => {
  it('are the Supabase CLI’s: its port, and its demo keys for each role', () => {
    expect(LOCAL_SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(LOCAL_SUPABASE_PATH).toBe('/_supabase');
    expect(claimsOf(LOCAL_ANON_KEY)).toEqual({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 });
    expect(claimsOf(LOCAL_SERVICE_ROLE_KEY)).toEqual({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });
  });

  it('import nothing, and the file the browser bundles holds no service-role key', () => {
    // The signature is checked against the local secret by @ecole/supabase-local (keys.test.ts).
    for (const file of ['localSupabase.ts', 'localServiceRole.ts']) {
      expect(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'), file).not.toMatch(/^\s*(import|export .* from)\s/m);
    }
    expect(readFileSync(new URL('./localSupabase.ts', import.meta.url), 'utf8')).not.toContain(LOCAL_SERVICE_ROLE_KEY);
  });
});
