// The stand-in's Auth, what protects it beyond one address: GoTrue's per-IP limits (each client a
// loopback address of its own, as helpers.ts's clientFrom), a mail provider that fails (no code
// recorded, a new request at once), and config.toml saying the same numbers for `supabase start`.

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'smol-toml';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as limits from '../src/gotrue/limits.ts';
import { LOCAL_ANON_KEY } from '../src/keys.ts';
import { DEFAULT_PATHS } from '../src/paths.ts';
import { type SupabaseLocal, startSupabaseLocal } from '../src/server.ts';
import { admin, codeMails, desk, staffAddress } from './authHelpers.ts';
import { tempDir, visitorAddress } from './helpers.ts';

let server: SupabaseLocal;
// The stand-in's Auth clock, moved by the tests, from the real time: supabase-js judges a
// session's expiry by the real clock, and a fixed date would look expired once the day passed it
// (each refresh then came twice).
let clock = Math.floor(Date.now() / 60_000) * 60_000;
const outboxDir = tempDir('auth-limits-outbox');

beforeAll(async () => {
  server = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir, sweepIntervalMs: 0, log: () => {}, auth: { now: () => clock } });
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('per client address, GoTrue’s limits', () => {
  it('30 code requests from one address in 5 minutes, whatever the addresses asked; other clients unaffected', async () => {
    const flooder = desk(server.url, visitorAddress(1));
    for (let i = 0; i < limits.SIGN_INS_PER_IP_PER_5_MINUTES; i += 1) {
      const { error } = await flooder.auth.signInWithOtp({ email: `inconnu-${i}@ecole.example`, options: { shouldCreateUser: false } });
      expect(error).toMatchObject({ code: 'otp_disabled' });
    }
    const over = await flooder.auth.signInWithOtp({ email: 'encore@ecole.example', options: { shouldCreateUser: false } });
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    const other = await desk(server.url, visitorAddress(2)).auth.signInWithOtp({ email: 'autre@ecole.example', options: { shouldCreateUser: false } });
    expect(other.error).toMatchObject({ code: 'otp_disabled' });
    clock += 5 * 60_000 + 1;
    const later = await flooder.auth.signInWithOtp({ email: 'encore@ecole.example', options: { shouldCreateUser: false } });
    expect(later.error).toMatchObject({ code: 'otp_disabled' });
  });

  it('30 code checks from one address in 5 minutes, so a guesser tries 6 codes a minute', async () => {
    const guesser = desk(server.url, visitorAddress(3));
    for (let i = 0; i < limits.VERIFICATIONS_PER_IP_PER_5_MINUTES; i += 1) {
      const { error } = await guesser.auth.verifyOtp({ email: `cible-${i}@ecole.example`, token: String(100000 + i), type: 'email' });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const over = await guesser.auth.verifyOtp({ email: 'cible@ecole.example', token: '123456', type: 'email' });
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const other = await desk(server.url, visitorAddress(4)).auth.verifyOtp({ email: 'cible@ecole.example', token: '123456', type: 'email' });
    expect(other.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('150 refreshes from one address in 5 minutes', async () => {
    // Plain requests: supabase-js does not send a token again that it has just seen refused.
    const from = new Agent({ localAddress: visitorAddress(5) });
    const refresh = async () => {
      const response = await undiciFetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ refresh_token: 'abcdefghijkl' }),
        dispatcher: from,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    for (let i = 0; i < limits.REFRESHES_PER_IP_PER_5_MINUTES; i += 1) {
      expect(await refresh()).toEqual({
        status: 400,
        body: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
      });
    }
    expect(await refresh()).toEqual({ status: 429, body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } });
  }, 60_000);
});

describe('a mail provider that fails', () => {
  let provider: Server;
  let failing: SupabaseLocal;
  let calls = 0;

  beforeAll(async () => {
    provider = createServer((_request, response) => {
      calls += 1;
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"name":"internal_server_error"}');
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    failing = await startSupabaseLocal({
      port: 0,
      dataDir: 'memory',
      outboxDir: tempDir('auth-failing-outbox'),
      sweepIntervalMs: 0,
      log: () => {},
      emailApiUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/emails`,
      emailApiKey: 're_test',
    });
  }, 300_000);

  afterAll(async () => {
    await failing?.close();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it('records no code and lets the staff member ask again at once (GoTrue rolls back)', async () => {
    const email = staffAddress('panne');
    await admin(failing.url).auth.admin.createUser({ email, email_confirm: true });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await desk(failing.url).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
      // The function answers 503; GoTrue turns it into its 500, which supabase-js deems retryable.
      expect(error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500 });
    }
    expect(calls).toBe(2);
    const { rows } = await failing.db.query('select count(*)::integer as n from local_auth.codes');
    expect(rows).toEqual([{ n: 0 }]);
  }, 120_000);
});

describe('supabase/config.toml', () => {
  it('sets `supabase start` and `supabase config push` to the stand-in’s numbers, and lets Auth call its hook', () => {
    const config = parse(readFileSync(DEFAULT_PATHS.configToml, 'utf8')) as {
      auth: Record<string, unknown> & {
        email: Record<string, unknown>;
        sessions: Record<string, unknown>;
        rate_limit: Record<string, unknown>;
        hook: { send_email: Record<string, unknown> };
      };
      functions: Record<string, { verify_jwt?: boolean }>;
    };
    expect(config.auth.jwt_expiry).toBe(limits.ACCESS_TOKEN_SECONDS);
    expect(config.auth.refresh_token_reuse_interval).toBe(limits.REFRESH_TOKEN_REUSE_SECONDS);
    expect(config.auth.enable_signup).toBe(false);
    expect(config.auth.email).toMatchObject({
      enable_signup: false,
      otp_length: limits.OTP_LENGTH,
      otp_expiry: limits.OTP_LIFETIME_SECONDS,
      max_frequency: `${limits.OTP_FREQUENCY_SECONDS}s`,
    });
    expect(config.auth.sessions.inactivity_timeout).toBe(`${limits.SESSION_INACTIVITY_SECONDS / 3600}h`);
    expect(config.auth.rate_limit).toMatchObject({
      sign_in_sign_ups: limits.SIGN_INS_PER_IP_PER_5_MINUTES,
      token_verifications: limits.VERIFICATIONS_PER_IP_PER_5_MINUTES,
      token_refresh: limits.REFRESHES_PER_IP_PER_5_MINUTES,
    });
    expect(config.auth.hook.send_email).toMatchObject({ enabled: true, secrets: 'env(SEND_EMAIL_HOOK_SECRET)' });
    expect(String(config.auth.hook.send_email.uri)).toMatch(/\/functions\/v1\/send-auth-email$/);
    expect(config.functions['send-auth-email']?.verify_jwt).toBe(false);
  });

  it('mails nothing in these tests beyond what they asked', () => {
    expect(codeMails(outboxDir, 'inconnu-0@ecole.example')).toHaveLength(0);
  });
});
