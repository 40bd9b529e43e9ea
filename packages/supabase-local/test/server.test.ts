import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../src/keys.ts';
import { type SupabaseLocal, startSupabaseLocal } from '../src/server.ts';
import { client, contactRequest, outboxEntries, tempDir } from './helpers.ts';

const SCHOOL_INBOX = 'ecole@exemple.fr';
let server: SupabaseLocal;
let outboxDir: string;
const logs: string[] = [];

beforeAll(async () => {
  outboxDir = tempDir('outbox');
  server = await startSupabaseLocal({
    port: 0,
    dataDir: 'memory',
    outboxDir,
    contactEmailTo: SCHOOL_INBOX,
    sweepIntervalMs: 0,
    // Every request of this file comes from 127.0.0.1: one client, whose budget is not the subject.
    contactBudget: { clientPer10Minutes: 1000, clientPerDay: 10_000 },
    log: (line) => logs.push(line),
  });
});

afterAll(async () => {
  await server?.close();
  if (process.env.SHOW_LOGS) console.log(logs.join('\n'));
});

function headersFor(key: string, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...extra };
}

/** What staff see: the rows for one address, read with the service-role key over HTTP. */
async function storedRows(email: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${server.url}/rest/v1/contact_requests?select=*&email=eq.${encodeURIComponent(email)}`, {
    headers: headersFor(LOCAL_SERVICE_ROLE_KEY),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

describe('the contact form’s insert (anon key, supabase-js)', () => {
  it('stores the request and answers with no error, as the form expects', async () => {
    const request = contactRequest();
    const { error, status } = await client(server.url, LOCAL_ANON_KEY).from('contact_requests').insert(request);
    expect(error).toBeNull();
    expect(status).toBe(201);

    const rows = await storedRows(request.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(request);
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof rows[0]!.created_at).toBe('string');
  });

  it('stores an empty phone as null, not as the text "null"', async () => {
    const request = contactRequest({ phone: null });
    const { error } = await client(server.url, LOCAL_ANON_KEY).from('contact_requests').insert(request);
    expect(error).toBeNull();
    const [row] = await storedRows(request.email);
    expect(row!.phone).toBeNull();
  });

  it('refuses a value the CHECK constraints forbid with 23514 and status 400, and stores nothing', async () => {
    const request = contactRequest({ email: 'pas-une-adresse' });
    const { error, status } = await client(server.url, LOCAL_ANON_KEY).from('contact_requests').insert(request);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('contact_requests_email_shape');
    expect(await storedRows(request.email)).toEqual([]);
  });

  it('stores 20 concurrent submissions exactly once each, whatever fails alongside', async () => {
    const anon = client(server.url, LOCAL_ANON_KEY);
    const marker = `concurrence-${Date.now()}`;
    const requests = Array.from({ length: 20 }, (_, index) => contactRequest({ email: `${marker}-${index}@exemple.fr`, message: `Message numéro ${index}` }));
    // Refused inserts in between: if transactions interleaved on PGlite's single connection, a
    // failure would abort its neighbours' transactions too.
    const refused = Array.from({ length: 5 }, (_, index) => contactRequest({ email: `${marker}-refuse-${index}`, message: ' ' }));
    const [results, refusals] = await Promise.all([
      Promise.all(requests.map((request) => anon.from('contact_requests').insert(request))),
      Promise.all(refused.map((request) => anon.from('contact_requests').insert(request))),
    ]);
    expect(results.map((result) => result.error)).toEqual(Array(20).fill(null));
    expect(refusals.map((result) => result.error?.code)).toEqual(Array(5).fill('23514'));

    const response = await fetch(`${server.url}/rest/v1/contact_requests?select=email,message&email=like.${marker}*&order=email.asc`, {
      headers: headersFor(LOCAL_SERVICE_ROLE_KEY),
    });
    const rows = (await response.json()) as { email: string; message: string }[];
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.email)).size).toBe(20);
    for (const request of requests) expect(rows).toContainEqual({ email: request.email, message: request.message });
  });
});

describe('row-level security acting as the key’s role', () => {
  it('refuses anon a read (42501, 401) even though PGlite itself runs as a superuser', async () => {
    const request = contactRequest();
    await client(server.url, LOCAL_ANON_KEY).from('contact_requests').insert(request);
    // The superuser connection sees the row…
    const direct = await server.db.query('select 1 from contact_requests where email = $1', [request.email]);
    expect(direct.rows).toHaveLength(1);
    // …the visitor's key does not.
    const { data, error, status } = await client(server.url, LOCAL_ANON_KEY).from('contact_requests').select('*');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(status).toBe(401);
  });

  it('refuses anon an insert that asks the row back, an update and a delete', async () => {
    const anon = client(server.url, LOCAL_ANON_KEY);
    const request = contactRequest();
    const inserted = await anon.from('contact_requests').insert(request).select();
    expect(inserted.error?.code).toBe('42501');
    const updated = await anon.from('contact_requests').update({ message: 'changé' }).eq('email', request.email);
    expect(updated.error?.code).toBe('42501');
    const deleted = await anon.from('contact_requests').delete().eq('email', request.email);
    expect(deleted.error?.code).toBe('42501');
    expect(await storedRows(request.email)).toEqual([]);
  });

  it('lets the service role read, filter, order, limit, update and delete', async () => {
    const staff = client(server.url, LOCAL_SERVICE_ROLE_KEY);
    const marker = `staff-${Date.now()}`;
    const requests = ['a', 'b', 'c'].map((letter) => contactRequest({ email: `${marker}-${letter}@exemple.fr`, name: `Nom ${letter}` }));
    expect((await staff.from('contact_requests').insert(requests)).error).toBeNull();

    const page = await staff.from('contact_requests').select('name,email').like('email', `${marker}%`).order('email', { ascending: false }).range(0, 1);
    expect(page.error).toBeNull();
    expect(page.data).toEqual([
      { name: 'Nom c', email: requests[2]!.email },
      { name: 'Nom b', email: requests[1]!.email },
    ]);

    const updated = await staff.from('contact_requests').update({ reason: 'Autre demande' }).eq('email', requests[0]!.email).select('reason');
    expect(updated.data).toEqual([{ reason: 'Autre demande' }]);
    const removed = await staff.from('contact_requests').delete().eq('email', requests[1]!.email);
    expect(removed.error).toBeNull();
    const left = await staff.from('contact_requests').select('email').like('email', `${marker}%`).order('email');
    expect(left.data).toEqual([{ email: requests[0]!.email }, { email: requests[2]!.email }]);
  });
});

describe('keys and tokens', () => {
  it('answers 401 "Invalid API key" to a key not signed with the local secret', async () => {
    const forged = await signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, 'not-the-local-secret-not-the-local-secret');
    const { error, status } = await client(server.url, forged).from('contact_requests').insert(contactRequest());
    expect(status).toBe(401);
    expect(error?.message).toBe('Invalid API key');
  });

  it('answers 401 without an apikey, and PGRST303 to an expired user token', async () => {
    const missing = await fetch(`${server.url}/rest/v1/contact_requests`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });

    const expired = await signJwt({ role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 60 });
    const response = await fetch(`${server.url}/rest/v1/contact_requests`, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${expired}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
  });

  it('never lets a token switch to a database role other than the API roles', async () => {
    const superuser = await signJwt({ role: 'postgres' });
    const response = await fetch(`${server.url}/rest/v1/contact_requests?select=*`, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${superuser}` },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe('role "postgres" does not exist');
  });
});

describe('HTTP behaviour a browser and supabase-js rely on', () => {
  it('answers the preflight of an insert with every header supabase-js sends allowed', async () => {
    const asked = 'apikey, authorization, content-profile, content-type, prefer, x-client-info';
    const response = await fetch(`${server.url}/rest/v1/contact_requests`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': asked },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(asked);
    expect(response.headers.get('access-control-max-age')).not.toBeNull();

    const bare = await fetch(`${server.url}/rest/v1/contact_requests`, { method: 'OPTIONS' });
    const allowed = bare.headers.get('access-control-allow-headers') ?? '';
    for (const name of [
      'authorization',
      'x-client-info',
      'apikey',
      'content-type',
      'content-profile',
      'accept-profile',
      'prefer',
      'range',
      'x-supabase-api-version',
    ]) {
      expect(allowed).toContain(name);
    }
  });

  it('puts CORS headers on errors too, so the page can read them', async () => {
    const response = await fetch(`${server.url}/rest/v1/contact_requests`, { headers: headersFor(LOCAL_ANON_KEY) });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('answers 404 to an unknown table and to an unknown route, and 200 on the health check', async () => {
    const table = await fetch(`${server.url}/rest/v1/demandes`, { headers: headersFor(LOCAL_SERVICE_ROLE_KEY) });
    expect(table.status).toBe(404);
    expect(((await table.json()) as { code: string }).code).toBe('PGRST205');
    const route = await fetch(`${server.url}/storage/v1/bucket`);
    expect(route.status).toBe(404);
    const health = await fetch(`${server.url}/__local/health`);
    expect(await health.json()).toEqual({ ok: true });
  });

  it('never runs SQL written in a filter value', async () => {
    const response = await fetch(`${server.url}/rest/v1/contact_requests?select=email&email=eq.${encodeURIComponent("x' or '1'='1")}`, {
      headers: headersFor(LOCAL_SERVICE_ROLE_KEY),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('send-contact-email, the real edge function under Deno', () => {
  it('puts exactly one mail for the school in the outbox, with the message escaped', async () => {
    const before = outboxEntries(outboxDir).length;
    // What the form does: store the request (phone left empty), then ask for the mail.
    const request = contactRequest({ phone: 'Non renseigné', message: 'Bonjour <b>l’école</b> & merci' });
    const anon = client(server.url, LOCAL_ANON_KEY);
    expect((await anon.from('contact_requests').insert({ ...request, phone: null })).error).toBeNull();
    const { data, error } = await anon.functions.invoke('send-contact-email', { body: request });
    expect(error).toBeNull();
    expect(data).toBeTruthy();

    const mails = outboxEntries(outboxDir).filter((entry) => JSON.stringify(entry).includes(request.email));
    expect(outboxEntries(outboxDir)).toHaveLength(before + 1);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.payload;
    expect([mail.to].flat()).toEqual([SCHOOL_INBOX]);
    expect(mail.from).toBe('site@localhost');
    expect([mail.reply_to].flat()).toEqual([request.email]);
    expect(mail.html).toContain('Bonjour &lt;b&gt;l’école&lt;/b&gt; &amp; merci');
    expect(mail.html).not.toContain('<b>l’école</b>');
    expect(mail.html).toContain('Non renseigné');
    expect(logs.some((line) => line.startsWith(`✉️  Mail pour ${SCHOOL_INBOX}`))).toBe(true);
  });

  it('refuses a call without a valid JWT (verify_jwt) and sends nothing', async () => {
    const before = outboxEntries(outboxDir).length;
    const response = await fetch(`${server.url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer pas-un-jwt' },
      body: JSON.stringify(contactRequest()),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(outboxEntries(outboxDir)).toHaveLength(before);
  });

  it('lets the browser’s preflight through to the function, which allows the call', async () => {
    const response = await fetch(`${server.url}/functions/v1/send-contact-email`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.ok).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('answers 404 to a function that does not exist', async () => {
    const { error } = await client(server.url, LOCAL_ANON_KEY).functions.invoke('nexiste-pas', { body: {} });
    expect((error as { context?: Response }).context?.status).toBe(404);
  });
});

describe('the local e-mail provider', () => {
  it('wants the outbox key', async () => {
    const response = await fetch(`${server.url}/__local/outbox`, {
      method: 'POST',
      headers: { authorization: 'Bearer autre-cle', 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'a@b.fr', to: 'c@d.fr', subject: 's', text: 't' }),
    });
    expect(response.status).toBe(403);
  });

  it('honours Idempotency-Key like Resend: the same mail again is answered, not written twice', async () => {
    const post = (body: Record<string, unknown>, key: string) =>
      fetch(`${server.url}/__local/outbox`, {
        method: 'POST',
        headers: { authorization: 'Bearer local-outbox', 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    const key = `contact-request/${Date.now()}`;
    const mail = { from: 'site@localhost', to: ['ecole@exemple.fr'], subject: 'Idempotence', text: `une fois ${key}` };
    const before = outboxEntries(outboxDir).length;
    const first = await post(mail, key);
    const again = await post(mail, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const written = outboxEntries(outboxDir).filter((entry) => entry.idempotency_key === key);
    expect(written).toHaveLength(1);
    expect(outboxEntries(outboxDir)).toHaveLength(before + 1);
    const other = await post({ ...mail, text: 'un autre mail' }, key);
    expect(other.status).toBe(409);
    expect(((await other.json()) as { name: string }).name).toBe('invalid_idempotent_request');
  });
});
