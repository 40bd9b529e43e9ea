// The stand-in's Auth as the staff desk uses it (issue 32), through the real supabase-js 2.109:
// a code mailed through the real send-auth-email function (Deno) into the outbox, sessions,
// refresh rotation, the limits, sign-out and removal. The clock is the test's: it moves instead
// of waiting. The limits of the per-IP tests are in auth-limits.test.ts.

import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CODE_SUBJECT } from '../../../supabase/functions/_shared/signInCodeEmail.ts';
import { LOCAL_ANON_KEY } from '../src/keys.ts';
import { type SupabaseLocal, startSupabaseLocal } from '../src/server.ts';
import { admin, codeMails, desk, lastCode, staffAddress } from './authHelpers.ts';
import { tempDir } from './helpers.ts';

let server: SupabaseLocal;
// The stand-in's Auth clock, moved by the tests, from the real time: supabase-js judges a
// session's expiry by the real clock, and a fixed date would look expired once the day passed it
// (each refresh then came twice).
let clock = Math.floor(Date.now() / 60_000) * 60_000;
const outboxDir = tempDir('auth-outbox');
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startSupabaseLocal({
    port: 0,
    dataDir: 'memory',
    outboxDir,
    sweepIntervalMs: 0,
    log: () => {},
    // Every request of this file comes from 127.0.0.1: the per-IP limits are auth-limits.test.ts's.
    auth: { now: () => clock, limits: { signInsPerIpPer5Minutes: 10_000, verificationsPerIpPer5Minutes: 10_000, refreshesPerIpPer5Minutes: 10_000 } },
  });
  // A test-only function that says who the database thinks the caller is.
  await server.db.exec(`
    create function public.test_whoami() returns jsonb language sql stable as $$
      select jsonb_build_object('role', current_user, 'email', auth.jwt() ->> 'email', 'uid', auth.uid(), 'aal', auth.jwt() ->> 'aal')
    $$;
    grant execute on function public.test_whoami() to anon, authenticated;
  `);
}, 300_000);

afterAll(async () => {
  await server?.close();
});

async function staff(tag: string): Promise<string> {
  const email = staffAddress(tag);
  const { error } = await admin(server.url).auth.admin.createUser({ email, email_confirm: true });
  expect(error).toBeNull();
  return email;
}

/** Signs `email` in as the desk does: code asked, read from the mailbox, typed. */
async function signIn(email: string, client = desk(server.url)) {
  const asked = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  expect(asked.error).toBeNull();
  const { data, error } = await client.auth.verifyOtp({ email, token: lastCode(outboxDir, email), type: 'email' });
  expect(error).toBeNull();
  return { client, session: data.session!, user: data.user! };
}

describe('signing in with a mailed code', () => {
  it('mails a 6-digit code through send-auth-email, which signs in and makes REST run as authenticated with the email claim', async () => {
    const email = await staff('camille');
    const client = desk(server.url);
    const asked = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(asked).toEqual({ data: { user: null, session: null }, error: null });

    const [mail] = codeMails(outboxDir, email);
    expect(mail!.payload.subject).toBe(SIGN_IN_CODE_SUBJECT);
    const code = lastCode(outboxDir, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.payload.subject).not.toContain(code);
    expect(mail!.payload.text).toContain('10\u00a0minutes');
    expect(`${mail!.payload.text}${mail!.payload.html}`).not.toMatch(/https?:|href/);

    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, expires_at: Math.floor(clock / 1000) + 3600 });
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', is_anonymous: false });
    expect(decodeJwt(session.access_token)).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: data.user!.id,
      email,
      aal: 'aal1',
      amr: [{ method: 'otp', timestamp: Math.floor(clock / 1000) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
      iss: `${server.url}/auth/v1`,
    });

    const me = await client.auth.getUser();
    expect(me.error).toBeNull();
    expect(me.data.user!.email).toBe(email);
    const who = await client.rpc('test_whoami');
    expect(who).toMatchObject({ error: null, data: { role: 'authenticated', email, uid: data.user!.id, aal: 'aal1' } });
    // The same call with the public key alone is anon, without an email.
    const anon = await desk(server.url).rpc('test_whoami');
    expect(anon.data).toMatchObject({ role: 'anon', email: null });

    // The code is spent: typed again, refused.
    const again = await desk(server.url).auth.verifyOtp({ email, token: code, type: 'email' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  }, 120_000);

  it('mails nothing to an address that is not staff, and answers as GoTrue does (the desk shows its neutral message either way)', async () => {
    const before = codeMails(outboxDir, 'inconnu@ecole.example').length;
    const asked = await desk(server.url).auth.signInWithOtp({ email: 'Inconnu@ecole.example', options: { shouldCreateUser: false } });
    expect(asked.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    // Without shouldCreateUser: false, signups are off all the same.
    const creating = await desk(server.url).auth.signInWithOtp({ email: 'inconnu@ecole.example' });
    expect(creating.error).toMatchObject({ status: 422, code: 'signup_disabled' });
    expect(codeMails(outboxDir, 'inconnu@ecole.example').length).toBe(before);
    const users = await admin(server.url).auth.admin.listUsers();
    expect(users.data.users.map((user) => user.email)).not.toContain('inconnu@ecole.example');
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = await staff('expiry');
    await desk(server.url).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const code = lastCode(outboxDir, email);
    clock += 10 * MINUTE + 1000;
    const late = await desk(server.url).auth.verifyOtp({ email, token: code, type: 'email' });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('voids the code after 5 wrong ones: even the right code is then refused, and a new code works', async () => {
    const email = await staff('guess');
    const client = desk(server.url);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const code = lastCode(outboxDir, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { error } = await client.auth.verifyOtp({ email, token: wrong, type: 'email' });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const right = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    clock += MINUTE;
    await signIn(email);
  });

  it('mails one code per address per minute, and 5 per address per hour', async () => {
    const email = await staff('flood');
    const client = desk(server.url);
    expect((await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    clock += 20_000;
    const soon = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(soon.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'For security purposes, you can only request this after 40 seconds.',
    });
    expect(codeMails(outboxDir, email)).toHaveLength(1);
    for (let sent = 1; sent < 5; sent += 1) {
      clock += MINUTE;
      expect((await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    }
    clock += MINUTE;
    const sixth = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sixth.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    expect(codeMails(outboxDir, email)).toHaveLength(5);
    // The last code still signs in; an hour after the first, a sixth code may be sent.
    const signedIn = await client.auth.verifyOtp({ email, token: lastCode(outboxDir, email), type: 'email' });
    expect(signedIn.error).toBeNull();
    clock += 60 * MINUTE;
    expect((await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    expect(codeMails(outboxDir, email)).toHaveLength(6);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens: the last one’s parent gets the active one back, an older one beyond 10 s ends the session', async () => {
    const { client, session } = await signIn(await staff('rotation'));
    const first = session.refresh_token;
    clock += 30 * MINUTE;
    const second = await client.auth.refreshSession();
    expect(second.error).toBeNull();
    const secondToken = second.data.session!.refresh_token;
    expect(secondToken).not.toBe(first);
    expect(second.data.session!.expires_at).toBe(Math.floor(clock / 1000) + 3600);
    clock += 30 * MINUTE;
    const third = await client.auth.refreshSession();
    const thirdToken = third.data.session!.refresh_token;
    expect(third.error).toBeNull();
    // A client that lost the last answer presents its parent: the active token, no new one.
    const lost = await desk(server.url).auth.refreshSession({ refresh_token: secondToken });
    expect(lost.error).toBeNull();
    expect(lost.data.session!.refresh_token).toBe(thirdToken);
    // The first token, used an hour ago: replayed, it ends the session for everyone.
    const replayed = await desk(server.url).auth.refreshSession({ refresh_token: first });
    expect(replayed.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // GoTrue revokes the family with updated_at = now(), so its reuse interval still lets the
    // last token through for 10 s (tokens/service.go, models/refresh_token.go RevokeTokenFamily);
    // after them, the session is over.
    clock += 11_000;
    const after = await client.auth.refreshSession();
    expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('lets two tabs refresh the same token within 10 s', async () => {
    const { session } = await signIn(await staff('tabs'));
    const one = await desk(server.url).auth.refreshSession({ refresh_token: session.refresh_token });
    clock += 5000;
    const two = await desk(server.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(one.error).toBeNull();
    expect(two.error).toBeNull();
  });

  it('ends a session idle for 8 hours; one refreshed within them lives on', async () => {
    const { client } = await signIn(await staff('idle'));
    clock += 8 * 60 * MINUTE - MINUTE;
    expect((await client.auth.refreshSession()).error).toBeNull();
    clock += 8 * 60 * MINUTE + 1000;
    const idle = await client.auth.refreshSession();
    expect(idle.error).toMatchObject({ status: 400, code: 'session_expired', message: 'Invalid Refresh Token: Session Expired (Inactivity)' });
  });

  it('signs out everywhere (global): every session’s refresh is refused, /user refuses the old access token', async () => {
    const email = await staff('signout');
    const laptop = await signIn(email);
    clock += MINUTE;
    const phone = await signIn(email);
    const oldAccess = laptop.session.access_token;
    expect((await laptop.client.auth.signOut()).error).toBeNull();
    expect((await laptop.client.auth.getSession()).data.session).toBeNull();
    for (const token of [laptop.session.refresh_token, phone.session.refresh_token]) {
      const refused = await desk(server.url).auth.refreshSession({ refresh_token: token });
      expect(refused.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    }
    const user = await desk(server.url).auth.getUser(oldAccess);
    expect(user.error).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  it('signs out this device only (local) or the others (others)', async () => {
    const email = await staff('scopes');
    const laptop = await signIn(email);
    clock += MINUTE;
    const phone = await signIn(email);
    clock += MINUTE;
    const tablet = await signIn(email);
    expect((await phone.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await desk(server.url).auth.refreshSession({ refresh_token: phone.session.refresh_token })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    expect((await laptop.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await desk(server.url).auth.refreshSession({ refresh_token: tablet.session.refresh_token })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    expect((await laptop.client.auth.refreshSession()).error).toBeNull();
  });

  it('ends the sessions of a user the admin API deletes: the next refresh is refused', async () => {
    const email = await staff('removed');
    const { client, user, session } = await signIn(email);
    const { error } = await admin(server.url).auth.admin.deleteUser(user.id);
    expect(error).toBeNull();
    const refresh = await client.auth.refreshSession();
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const me = await desk(server.url).auth.getUser(session.access_token);
    expect(me.error).toMatchObject({ status: 403, code: 'user_not_found' });
    // Its address gets no code any more.
    const asked = await desk(server.url).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(asked.error).toMatchObject({ code: 'otp_disabled' });
  });

  it('refuses an expired access token at /user and at REST (the clock moved 1 hour)', async () => {
    const { session } = await signIn(await staff('expired'));
    clock += 60 * MINUTE + 1000;
    const me = await desk(server.url).auth.getUser(session.access_token);
    expect(me.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const rest = await fetch(`${server.url}/rest/v1/rpc/test_whoami`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });
});

describe('the gateway and the admin API', () => {
  it('wants the project key on every Auth route but /verify, and the service-role key on /admin', async () => {
    const noKey = await fetch(`${server.url}/auth/v1/settings`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    const settings = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(await settings.json()).toMatchObject({ disable_signup: true, external: { email: true, phone: false } });
    const verify = await fetch(`${server.url}/auth/v1/verify`, { method: 'POST', body: '{}' });
    expect(verify.status).toBe(400);
    // Without supabase-js's version header, GoTrue's older error body.
    expect(await verify.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: 'Verify requires a verification type' });
    const anonAdmin = await desk(server.url).auth.admin.listUsers();
    expect(anonAdmin.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('creates a confirmed user once, lists and deletes it', async () => {
    const email = staffAddress('admin');
    const api = admin(server.url).auth.admin;
    const created = await api.createUser({ email: email.toUpperCase(), email_confirm: true });
    expect(created.data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    const twice = await api.createUser({ email, email_confirm: true });
    expect(twice.error).toMatchObject({ status: 422, code: 'email_exists' });
    const listed = await api.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.map((user) => user.email)).toContain(email);
    expect((await api.deleteUser(created.data.user!.id)).error).toBeNull();
    expect((await api.deleteUser(created.data.user!.id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('the hook function refuses a call without Auth’s signature: nobody else can make it mail', async () => {
    const response = await fetch(`${server.url}/functions/v1/send-auth-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: { id: 'x', email: 'victime@exemple.fr' },
        email_data: { token: '123456', token_hash: 'x', email_action_type: 'magiclink' },
      }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { http_code: 401, message: 'Invalid webhook signature' } });
    expect(codeMails(outboxDir, 'victime@exemple.fr')).toHaveLength(0);
  });
});
