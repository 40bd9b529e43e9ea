// The contact flow's guarantees, end to end: the stand-in (PGlite running the real migrations)
// and the real send-contact-email function under Deno, called exactly as the form calls them.
// No request is lost, none is mailed twice, and the function cannot be made to write to the
// school about anything that was not stored.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../src/keys.ts';
import { startSupabaseLocal } from '../src/server.ts';
import { client, contactRequest } from './helpers.ts';
import { standInWithProvider } from './standInWithProvider.ts';

const SCHOOL_INBOX = 'ecole@exemple.fr';
const NOT_STORED = 'Aucune demande enregistrée et en attente d’envoi ne correspond à ces informations\u00a0: rien n’a été envoyé.';
// Every request of this file comes from 127.0.0.1: one client, whose budget is not the subject.
const ONE_LOCAL_CLIENT = { clientPer10Minutes: 1000, clientPerDay: 10_000 };
const logs: string[] = [];
const standIn = standInWithProvider({
  contactEmailTo: SCHOOL_INBOX,
  contactBudget: ONE_LOCAL_CLIENT,
  log: (line) => logs.push(line),
});

afterAll(() => {
  if (process.env.SHOW_LOGS) console.log(logs.join('\n'));
});

beforeEach(() => {
  standIn.provider.status = 200;
  standIn.provider.refuse = undefined;
});

type Visitor = ReturnType<typeof contactRequest>;

/** Step 1 of the form: the insert with the anon key (phone null when empty). */
async function store(request: Visitor): Promise<void> {
  const row = { ...request, phone: request.phone === 'Non renseigné' ? null : request.phone };
  const { error } = await client(standIn.server.url, LOCAL_ANON_KEY).from('contact_requests').insert(row);
  expect(error).toBeNull();
}

/** Step 2 of the form (or the sweep, `name`), as an HTTP call so the test sees the status. */
async function invoke(body: unknown, key = LOCAL_ANON_KEY, name = 'send-contact-email'): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${standIn.server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function mailsFor(email: string): Record<string, unknown>[] {
  return standIn.provider.accepted.filter((mail) => mail.reply_to === email);
}

async function stateOf(email: string) {
  const { rows } = await standIn.server.db.query<{ notified: boolean; claimed: boolean; attempts: number }>(
    `select notified_at is not null as notified, notify_claim is not null as claimed, notify_attempts as attempts
       from public.contact_requests where email = $1 order by created_at`,
    [email],
  );
  return rows;
}

/** As if the request's back-off had run out: its next try is due now. */
async function makeDue(email: string): Promise<void> {
  await standIn.server.db.query(`update public.contact_requests set notify_next_at = now() where email = $1`, [email]);
}

describe('only a stored request is mailed', () => {
  it('a call for a request nobody stored gets 404 and sends nothing (no relay to the school)', async () => {
    const request = contactRequest();
    expect(await invoke(request)).toEqual({ status: 404, body: { error: NOT_STORED } });
    expect(mailsFor(request.email)).toEqual([]);
  });

  it('the form’s two calls send one mail, built from the stored row, to the school only', async () => {
    const request = contactRequest({
      phone: 'Non renseigné',
      name: 'Camille <img src=x onerror=alert(1)>',
      message: 'Bonjour <script>alert("x")</script> & merci',
    });
    await store(request);
    // Extra fields cannot choose who receives the mail or add headers.
    const answer = await invoke({ ...request, to: 'victime@example.com', bcc: 'victime@example.com', from: 'x@example.com' });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    const mails = mailsFor(request.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(Object.keys(mail).sort()).toEqual(['from', 'html', 'reply_to', 'subject', 'text', 'to']);
    expect({ to: mail.to, from: mail.from, subject: mail.subject }).toEqual({
      to: [SCHOOL_INBOX],
      from: 'site@localhost',
      subject: 'Nouvelle demande de contact\u00a0: Formation IA',
    });
    expect(mail.html).toContain('Camille &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Bonjour &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; merci');
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.text).toContain('Téléphone\u00a0: Non renseigné');
    expect(await stateOf(request.email)).toEqual([{ notified: true, claimed: false, attempts: 1 }]);
  });

  it('a stored request called with other values (a changed message, another phone) is not mailed', async () => {
    const request = contactRequest();
    await store(request);
    expect((await invoke({ ...request, message: 'Un autre message' })).status).toBe(404);
    expect((await invoke({ ...request, phone: 'Non renseigné' })).status).toBe(404);
    expect(mailsFor(request.email)).toEqual([]);
  });
});

describe('never twice', () => {
  it('a retried call after the mail left sends nothing more', async () => {
    const request = contactRequest();
    await store(request);
    expect((await invoke(request)).status).toBe(200);
    expect(await invoke(request)).toEqual({ status: 404, body: { error: NOT_STORED } });
    expect(mailsFor(request.email)).toHaveLength(1);
  });

  it('ten concurrent calls for one stored request: one 200, nine 404, one mail', async () => {
    const request = contactRequest();
    await store(request);
    const answers = await Promise.all(Array.from({ length: 10 }, () => invoke(request)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect(mailsFor(request.email)).toHaveLength(1);
    expect(await stateOf(request.email)).toEqual([{ notified: true, claimed: false, attempts: 1 }]);
  });

  it('the same request sent twice by the visitor is two requests: two mails, one each', async () => {
    const request = contactRequest();
    await store(request);
    await store(request);
    const answers = await Promise.all([invoke(request), invoke(request), invoke(request)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 404]);
    expect(mailsFor(request.email)).toHaveLength(2);
    expect(await stateOf(request.email)).toEqual([
      { notified: true, claimed: false, attempts: 1 },
      { notified: true, claimed: false, attempts: 1 },
    ]);
  });
});

describe('a failed mail is not lost', () => {
  it('provider down: 502, the request stays un-notified; the sweep sends it once when the provider is back', async () => {
    const request = contactRequest();
    await store(request);
    standIn.provider.status = 500;
    const refusedBefore = standIn.provider.refused;
    const answer = await invoke(request);
    expect(answer.status).toBe(502);
    expect(standIn.provider.refused).toBe(refusedBefore + 1);
    expect(await stateOf(request.email)).toEqual([{ notified: false, claimed: false, attempts: 1 }]);

    // Not due before its back-off is over: a sweep now leaves it alone.
    await standIn.server.sweep({ minAgeSeconds: 0 });
    expect(await stateOf(request.email)).toEqual([{ notified: false, claimed: false, attempts: 1 }]);
    // Still down at the next sweep: still pending, nothing lost.
    await makeDue(request.email);
    const down = await standIn.server.sweep({ minAgeSeconds: 0 });
    expect(down.status).toBe(502);
    expect(await stateOf(request.email)).toEqual([{ notified: false, claimed: false, attempts: 2 }]);

    standIn.provider.status = 200;
    await makeDue(request.email);
    const back = await standIn.server.sweep({ minAgeSeconds: 0 });
    expect(back.status).toBe(200);
    expect(mailsFor(request.email)).toHaveLength(1);
    expect(await stateOf(request.email)).toEqual([{ notified: true, claimed: false, attempts: 3 }]);

    // Neither a later sweep nor the visitor's retried call sends it again.
    await standIn.server.sweep({ minAgeSeconds: 0 });
    expect((await invoke(request)).status).toBe(404);
    expect(mailsFor(request.email)).toHaveLength(1);
  });

  it('the sweep leaves a fresh request to the visitor’s own call (2 minutes by default)', async () => {
    const request = contactRequest();
    await store(request);
    expect((await standIn.server.sweep()).status).toBe(200);
    expect(mailsFor(request.email)).toEqual([]);
    expect((await invoke(request)).status).toBe(200);
    expect(mailsFor(request.email)).toHaveLength(1);
  });

  it('every attempt at one request carries the same idempotency key, made from the stored row', async () => {
    const request = contactRequest();
    await store(request);
    standIn.provider.status = 503;
    expect((await invoke(request)).status).toBe(502);
    standIn.provider.status = 200;
    await makeDue(request.email);
    expect((await standIn.server.sweep({ minAgeSeconds: 0 })).status).toBe(200);
    const { rows } = await standIn.server.db.query<{ id: string }>('select id from public.contact_requests where email = $1', [request.email]);
    expect(standIn.provider.keysFor(request.email)).toEqual([`contact-request/${rows[0]!.id}`, `contact-request/${rows[0]!.id}`]);
  });

  it('a mail the provider refuses for good (422) is failed with the reason, never retried', async () => {
    const request = contactRequest();
    await store(request);
    standIn.provider.refuse = (mail) => (mail.reply_to === request.email ? 422 : undefined);
    try {
      expect((await invoke(request)).status).toBe(502);
      await makeDue(request.email);
      await standIn.server.sweep({ minAgeSeconds: 0 });
    } finally {
      standIn.provider.refuse = undefined;
    }
    const { rows } = await standIn.server.db.query<{ state: string; error: string; attempts: number }>(
      'select delivery_state as state, notify_error as error, notify_attempts as attempts from public.contact_requests where email = $1',
      [request.email],
    );
    expect(rows).toEqual([
      { state: 'en échec', error: 'Refusé par le fournisseur d’e-mail (HTTP 422) : {"name":"application_error","message":"provider says 422"}', attempts: 1 },
    ]);
    expect(mailsFor(request.email)).toEqual([]);
  });

  it('a mail the provider accepted under the request’s key, whose answer was lost, ends envoyé even after the row changed (409, issue 23)', async () => {
    const request = contactRequest();
    await store(request);
    const { rows } = await standIn.server.db.query<{ id: string }>('select id from public.contact_requests where email = $1', [request.email]);
    // The first send: accepted, but its answer never came back (a timeout, a function killed
    // before the mark); since then staff corrected the row, or a deploy changed the template.
    const first = await fetch(standIn.provider.url, {
      method: 'POST',
      headers: { authorization: 'Bearer re_test', 'content-type': 'application/json', 'idempotency-key': `contact-request/${rows[0]!.id}` },
      body: JSON.stringify({ from: 'site@localhost', to: [SCHOOL_INBOX], reply_to: request.email, subject: 'Ancien modèle', text: 'Ancien modèle' }),
    });
    expect(first.status).toBe(200);

    // The retry meets Resend's 409 invalid_idempotent_request: the mail is sent, not failed.
    expect((await invoke(request)).status).toBe(200);
    const state = await standIn.server.db.query<{ state: string; error: string | null }>(
      'select delivery_state as state, notify_error as error from public.contact_requests where email = $1',
      [request.email],
    );
    expect(state.rows).toEqual([{ state: 'envoyé', error: null }]);
    expect(mailsFor(request.email)).toHaveLength(1);
  });

  it('a send that crashed after claiming is retried by the sweep once its 2-minute lease ran out', async () => {
    const request = contactRequest();
    await store(request);
    // A claim nobody will finish, as if the function died between claim and mark.
    await standIn.server.db.query(
      `update public.contact_requests set notify_claim = gen_random_uuid(), notify_claimed_at = now() - interval '16 minutes'
        where email = $1`,
      [request.email],
    );
    expect((await standIn.server.sweep({ minAgeSeconds: 0 })).status).toBe(200);
    expect(mailsFor(request.email)).toHaveLength(1);
  });

  it('the periodic sweep of the stand-in sends pending requests on its own', async () => {
    const request = contactRequest();
    const periodic = await startSupabaseLocal({
      port: 0,
      dataDir: 'memory',
      outboxDir: 'unused',
      emailApiUrl: standIn.provider.url,
      emailApiKey: 're_test',
      sweepIntervalMs: 300,
      contactBudget: ONE_LOCAL_CLIENT,
      log: (line) => logs.push(line),
    });
    try {
      const { error } = await client(periodic.url, LOCAL_ANON_KEY).from('contact_requests').insert(request);
      expect(error).toBeNull();
      await periodic.db.query(`update public.contact_requests set created_at = now() - interval '3 minutes'`);
      // The first sweep waits for this instance's Deno to start: on a busy machine, many seconds.
      // The limit only guards against a hang.
      const swept = () => logs.some((line) => line.startsWith('Relance des demandes en attente\u00a0: 1 envoyée(s)'));
      const deadline = Date.now() + 150_000;
      while (!(mailsFor(request.email).length > 0 && swept()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsFor(request.email)).toHaveLength(1);
      expect(swept()).toBe(true);
    } finally {
      await periodic.close();
    }
  }, 180_000);
});

describe('refusals', () => {
  it('the anon key cannot start a sweep (403), nothing is sent; the service role can, at the sweep’s function', async () => {
    const request = contactRequest();
    await store(request);
    await standIn.server.db.query(`update public.contact_requests set created_at = now() - interval '3 minutes' where email = $1`, [request.email]);
    const answer = await invoke({ minAgeSeconds: 0 }, LOCAL_ANON_KEY, 'sweep-outbox');
    expect(answer.status).toBe(403);
    expect(mailsFor(request.email)).toEqual([]);
    expect((await invoke({}, LOCAL_SERVICE_ROLE_KEY, 'sweep-outbox')).status).toBe(200);
    expect(mailsFor(request.email)).toHaveLength(1);
  });

  it('the sweep’s old entry (send-contact-email with {"sweep": true}) still answers the old scheduled job, as the service role only', async () => {
    const request = contactRequest();
    await store(request);
    await standIn.server.db.query(`update public.contact_requests set created_at = now() - interval '3 minutes' where email = $1`, [request.email]);
    expect((await invoke({ sweep: true, minAgeSeconds: 0 })).status).toBe(403);
    expect(mailsFor(request.email)).toEqual([]);
    const answer = await invoke({ sweep: true }, LOCAL_SERVICE_ROLE_KEY);
    expect(answer).toMatchObject({ status: 200, body: { ok: true, sent: 1 } });
    expect(mailsFor(request.email)).toHaveLength(1);
    expect(logs.join('\n')).toContain(`send-contact-email: {"sweep": true} is the sweep's old entry: schedule the sweep-outbox function instead`);
  });

  it('the anon key cannot call the outbox functions through the REST API (401, 42501)', async () => {
    for (const [name, body] of [
      ['outbox_claim', { p_outbox: 'demande', p_limit: 100 }],
      ['outbox_mark_sent', { p_outbox: 'demande', p_key: crypto.randomUUID(), p_claim: crypto.randomUUID() }],
      ['claim_contact_request', { p_name: 'x', p_email: 'x@example.fr', p_phone: null, p_reason: 'x', p_message: 'x' }],
    ] as const) {
      const response = await fetch(`${standIn.server.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, name).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('42501');
    }
  });

  it('an unknown function, or unknown argument names, get PostgREST’s 404 PGRST202', async () => {
    for (const [name, body] of [
      ['nexiste_pas', '{}'],
      ['outbox_mark_sent', '{"p_inconnu":1}'],
    ] as const) {
      const response = await fetch(`${standIn.server.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
        body,
      });
      expect(response.status, name).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('PGRST202');
    }
  });

  it('a fourth request for one address within 10 minutes gets 400 with the database’s French message', async () => {
    const request = contactRequest();
    const anon = client(standIn.server.url, LOCAL_ANON_KEY);
    for (let i = 0; i < 3; i += 1) expect((await anon.from('contact_requests').insert(request)).error).toBeNull();
    const { error, status } = await anon.from('contact_requests').insert(request);
    expect(status).toBe(400);
    expect({ code: error?.code, message: error?.message }).toEqual({
      code: 'P0001',
      message: 'Trop de demandes envoyées avec cette adresse e-mail. Veuillez réessayer dans quelques minutes.',
    });
  });
});
