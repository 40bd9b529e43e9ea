// The visitor's acknowledgement (issue 21, point 5; issue 34, point 4), on the stand-in with the
// real send-contact-email and email-events under Deno: a request the site stores gets one
// acknowledgement at the next sweep, with its reference and promise and nothing the visitor typed
// but one plain word of their name; a request the flood budget refuses gets none; one mailbox (all
// its spellings, `+` and `-` included) gets at most 3 a day and one domain 10, whoever types them;
// a mailbox the provider reports bounced or complaining gets no more (docs/abuse-acknowledgement.md).
import { SCHOOL } from '@ecole/content';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../src/keys.ts';
import { client, contactRequest } from './helpers.ts';
import { standInWithProvider } from './standInWithProvider.ts';

const SCHOOL_INBOX = 'ecole@exemple.fr';
const standIn = standInWithProvider({
  contactEmailTo: SCHOOL_INBOX,
  // One local client: its budget is not the subject; the per-address one is, in the last test.
  contactBudget: { clientPer10Minutes: 1000, clientPerDay: 10_000, addressPer10Minutes: 3 },
});

/** What the provider's webhook posts (Resend's documented payload, Svix's signature). */
async function providerReports(type: 'email.bounced' | 'email.complained', to: string) {
  const body = JSON.stringify({
    type,
    created_at: new Date().toISOString(),
    data: {
      created_at: new Date().toISOString(),
      email_id: crypto.randomUUID(),
      from: 'Site <site@localhost>',
      to: [to],
      subject: 'Votre demande est bien reçue',
      ...(type === 'email.bounced' ? { bounce: { message: 'Mailbox does not exist', subType: 'General', type: 'Permanent' } } : {}),
    },
  });
  const id = `msg_${crypto.randomUUID()}`;
  const at = new Date();
  const response = await fetch(`${standIn.server.url}/functions/v1/email-events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
      'svix-signature': new Webhook(standIn.server.emailEventsSecret).sign(id, at, body),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The acknowledgement rows of these addresses, by state. */
async function acknowledgementStates(emails: string[]) {
  const { rows } = await standIn.server.db.query<{ state: string; n: number }>(
    `select m.state, count(*)::integer as n from public.contact_request_mails m join public.contact_requests r on r.id = m.request_id
      where r.email = any($1) and m.kind = 'accuse-reception' group by m.state order by m.state`,
    [emails],
  );
  return rows;
}

/** Stores a request as the site does (the anon key); the database's answer. */
async function send(overrides: Record<string, unknown>) {
  const request = contactRequest(overrides);
  const { error } = await client(standIn.server.url, LOCAL_ANON_KEY).from('contact_requests').insert(request);
  return { request, error };
}

const acknowledgementsTo = (address: string) =>
  standIn.provider.accepted.filter((mail) => JSON.stringify(mail.to) === JSON.stringify([address]) && String(mail.subject).startsWith('Votre demande'));

async function referenceOf(email: string): Promise<string> {
  const { rows } = await standIn.server.db.query<{ reference: string }>(
    'select f.reference from public.contact_request_followups f join public.contact_requests r on r.id = f.request_id where r.email = $1',
    [email],
  );
  return rows[0]!.reference;
}

describe('the visitor’s acknowledgement', () => {
  it('one per stored request, at the next sweep: its reference, the promise for its reason, the school’s phone and e-mail, nothing typed but the first name', async () => {
    const message = 'Cliquez ici : https://arnaque.example/gagner et rappelez le 0899 000 000.';
    const { request, error } = await send({ name: 'Camille Martin', reason: 'Accessibilité et handicap', message, phone: '06 99 88 77 66' });
    expect(error).toBeNull();
    const swept = await standIn.server.sweep({ minAgeSeconds: 0 });
    expect(swept.body).toMatchObject({ sent: 1, acknowledgements: { sent: 1, retrying: 0, failed: 0 } });
    const [mail, ...others] = acknowledgementsTo(request.email);
    expect(others).toEqual([]);
    expect(mail!.reply_to).toBe(SCHOOL_INBOX);
    const reference = await referenceOf(request.email);
    expect(mail!.subject).toBe(`Votre demande est bien reçue (référence ${reference})`);
    for (const body of [String(mail!.text), String(mail!.html)]) {
      expect(body).toContain('Bonjour Camille,');
      expect(body).not.toContain('Martin');
      expect(body).toContain(`référence ${reference}`);
      // « Accessibilité et handicap »: its own promise, 48 business hours.
      expect(body).toContain('sous 48\u00a0h ouvrées');
      expect(body).toContain(SCHOOL.phone);
      expect(body).toContain(SCHOOL.email);
      for (const typed of ['arnaque.example', '0899', 'Cliquez', '06 99 88 77 66']) expect(body).not.toContain(typed);
    }
    // Another sweep: nothing more.
    expect((await standIn.server.sweep({ minAgeSeconds: 0 })).body).toMatchObject({ acknowledgements: { sent: 0 } });
    expect(acknowledgementsTo(request.email)).toHaveLength(1);
  }, 120_000);

  it('a request the flood budget refuses is not stored, and acknowledged to nobody', async () => {
    const email = `refusee-${Date.now()}@exemple.fr`;
    for (let index = 0; index < 3; index += 1) expect((await send({ email })).error).toBeNull();
    const refused = await send({ email });
    expect(refused.error?.code).toBe('P0001');
    await standIn.server.sweep({ minAgeSeconds: 0 });
    expect(acknowledgementsTo(email)).toHaveLength(3);
  }, 120_000);

  it('one mailbox, typed under 6 spellings over a day by someone else: 3 acknowledgements, the others stored and mailed to staff, not to it', async () => {
    const spellings = [
      'victime.test@gmail.com',
      'Victime.Test+1@gmail.com',
      'victimetest@googlemail.com',
      'v.ictimetest+x@gmail.com',
      'VICTIMETEST@gmail.com',
      'victime.test+promo@gmail.com',
    ];
    for (const [index, email] of spellings.entries()) {
      // Each in its own 10 minutes, as a patient abuser would: the per-address budget lets them in.
      expect((await send({ email, name: `Essai ${index}` })).error).toBeNull();
      await standIn.server.db.query(`update public.contact_request_admissions set admitted_at = admitted_at - interval '11 minutes'`);
      await standIn.server.db.query(`update public.contact_requests set created_at = created_at - interval '11 minutes' where email = any($1)`, [spellings]);
    }
    await standIn.server.sweep({ minAgeSeconds: 0 });
    const acknowledged = standIn.provider.accepted.filter(
      (mail) => spellings.includes(String((mail.to as string[])[0])) && String(mail.subject).startsWith('Votre demande'),
    );
    expect(acknowledged).toHaveLength(3);
    expect(standIn.provider.accepted.filter((mail) => spellings.includes(String(mail.reply_to)))).toHaveLength(6);
    const { rows } = await standIn.server.db.query<{ state: string; n: number }>(
      `select m.state, count(*)::integer as n from public.contact_request_mails m join public.contact_requests r on r.id = m.request_id
        where r.email = any($1) and m.kind = 'accuse-reception' group by m.state order by m.state`,
      [spellings],
    );
    expect(rows).toEqual([
      { state: 'annulé', n: 3 },
      { state: 'envoyé', n: 3 },
    ]);
  }, 180_000);
  it('a name that carries a site and a premium-rate number reaches the stranger as one harmless word, or not at all', async () => {
    const planted = await send({ name: 'Appelez le 0899 000 000 ou www.arnaque.example' });
    const none = await send({ name: 'www.arnaque.example/gagnez' });
    await standIn.server.sweep({ minAgeSeconds: 0 });
    const [first] = acknowledgementsTo(planted.request.email);
    const [second] = acknowledgementsTo(none.request.email);
    expect(first!.text).toContain('Bonjour Appelez,\n');
    expect(second!.text).toContain('Bonjour,\n');
    for (const mail of [first!, second!]) {
      for (const body of [String(mail.text), String(mail.html)]) {
        expect(body).not.toMatch(/0899|arnaque|www\./);
      }
    }
  }, 120_000);

  it('one mailbox under `+` and `-` sub-addresses gets 3 a day; one domain (a catch-all) gets 10, whatever its local parts', async () => {
    const spellings = ['cible@boite.example', 'Cible+1@boite.example', 'cible-2@boite.example', 'cible-promo-3@boite.example', 'CIBLE+x-y@boite.example'];
    const catchAll = Array.from({ length: 19 }, (_, index) => `personne.${index}@attrape-tout.example`);
    for (const email of [...spellings, ...catchAll]) {
      expect((await send({ email })).error).toBeNull();
      // Spaced past the per-address budget, as a patient abuser would.
      await standIn.server.db.query(`update public.contact_request_admissions set admitted_at = admitted_at - interval '11 minutes'`);
    }
    // One sweep, as in round four: 19 acknowledgements to one domain were sent in one.
    await standIn.server.sweep({ minAgeSeconds: 0 });
    expect(await acknowledgementStates(spellings)).toEqual([
      { state: 'annulé', n: 2 },
      { state: 'envoyé', n: 3 },
    ]);
    expect(await acknowledgementStates(catchAll)).toEqual([
      { state: 'annulé', n: 9 },
      { state: 'envoyé', n: 10 },
    ]);
    const sent = standIn.provider.accepted.filter((mail) => String((mail.to as string[])[0]).endsWith('@attrape-tout.example'));
    expect(sent).toHaveLength(10);
    // Staff got every one of the 24 requests.
    expect(standIn.provider.accepted.filter((mail) => String(mail.reply_to).match(/@(boite|attrape-tout)\.example$/))).toHaveLength(24);
  }, 180_000);

  it('a hard bounce reported by the provider’s signed webhook stops the next acknowledgement to that mailbox; a complaint too; an unsigned report changes nothing', async () => {
    const first = await send({ email: 'rebondit@rebond.example' });
    expect(first.error).toBeNull();
    await standIn.server.sweep({ minAgeSeconds: 0 });
    expect(acknowledgementsTo('rebondit@rebond.example')).toHaveLength(1);

    // Unsigned: refused, nothing recorded.
    const forged = await fetch(`${standIn.server.url}/functions/v1/email-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email.complained', data: { to: ['voisin@rebond.example'] } }),
    });
    expect(forged.status).toBe(401);

    expect(await providerReports('email.bounced', 'rebondit@rebond.example')).toEqual({ status: 200, body: { ok: true, recorded: 1, cancelled: 0 } });
    const next = await send({ email: 'rebondit+2@rebond.example' });
    expect(next.error).toBeNull();
    // A complaint from another mailbox, while its acknowledgement waits: cancelled before the sweep.
    const waiting = await send({ email: 'plaignant@rebond.example' });
    expect(await providerReports('email.complained', 'plaignant@rebond.example')).toEqual({ status: 200, body: { ok: true, recorded: 1, cancelled: 1 } });
    const neighbour = await send({ email: 'voisin@rebond.example' });
    await standIn.server.sweep({ minAgeSeconds: 0 });
    expect(acknowledgementsTo('rebondit+2@rebond.example')).toEqual([]);
    expect(acknowledgementsTo(waiting.request.email)).toEqual([]);
    expect(acknowledgementsTo(neighbour.request.email)).toHaveLength(1);
    // The requests themselves reached staff.
    expect(standIn.provider.accepted.filter((mail) => String(mail.reply_to).endsWith('@rebond.example'))).toHaveLength(4);
    // What the database keeps: fingerprints, never an address.
    const { rows } = await standIn.server.db.query<Record<string, unknown>>('select * from public.contact_email_suppressions');
    expect(rows.map((row) => row.cause).sort()).toEqual(['plainte', 'rebond']);
    expect(JSON.stringify(rows)).not.toContain('rebond.example');
  }, 180_000);
});
