import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET, signJwt, verifyJwt } from '../src/jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from '../src/keys.ts';

function decode(token: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
    signature,
    signed: `${header}.${payload}`,
  };
}

describe('the local demo keys', () => {
  it('are the Supabase CLI demo JWTs, signed with the local secret', () => {
    for (const [key, role] of [
      [LOCAL_ANON_KEY, 'anon'],
      [LOCAL_SERVICE_ROLE_KEY, 'service_role'],
    ] as const) {
      const { header, claims, signature, signed } = decode(key);
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(claims).toEqual({ iss: 'supabase-demo', role, exp: 1983812996 });
      // Recomputed independently of src/jwt.ts.
      expect(createHmac('sha256', LOCAL_JWT_SECRET).update(signed).digest('base64url')).toBe(signature);
    }
  });

  it('point at the port `supabase start` uses', () => {
    expect(LOCAL_SUPABASE_URL).toBe('http://127.0.0.1:54321');
  });

  it('are the settings’ own (one place for the fact), and the file the site bundles never carries the secret', async () => {
    const settings = await import('@ecole/settings/localSupabase');
    expect(LOCAL_ANON_KEY).toBe(settings.LOCAL_ANON_KEY);
    const source = readFileSync(new URL(import.meta.resolve('@ecole/settings/localSupabase')), 'utf8');
    expect(source).not.toContain(LOCAL_JWT_SECRET);
  });
});

describe('verifyJwt', () => {
  it('accepts the demo keys and refuses a forged, an expired or a malformed token', async () => {
    expect(await verifyJwt(LOCAL_ANON_KEY)).toMatchObject({ ok: true, claims: { role: 'anon' } });
    expect(await verifyJwt(await signJwt({ role: 'service_role' }, 'another-secret-another-secret-another'))).toMatchObject({
      ok: false,
      problem: { kind: 'decode', message: 'JWT cryptographic operation failed' },
    });
    expect(await verifyJwt(await signJwt({ role: 'anon', exp: 1000 }))).toMatchObject({ ok: false, problem: { kind: 'expired' } });
    expect(await verifyJwt('abc')).toMatchObject({ ok: false, problem: { message: 'Expected 3 parts in JWT; got 1' } });
  });

  it('words the other refusals as PostgREST does (clients show these messages)', async () => {
    const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);
    const hs384 = await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS384' }).sign(secret);
    expect(await verifyJwt(hs384)).toMatchObject({ ok: false, problem: { kind: 'decode', message: 'Wrong or unsupported encoding algorithm' } });
    expect(await verifyJwt(await signJwt({ role: 'anon', exp: 'demain' as unknown as number }))).toMatchObject({
      ok: false,
      problem: { kind: 'claims', message: "The JWT 'exp' claim must be a number" },
    });
    expect(await verifyJwt('a.b.c')).toMatchObject({ ok: false, problem: { kind: 'decode', message: "JWT couldn't be decoded" } });
  });
});
