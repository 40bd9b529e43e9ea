// The visitor's acknowledgement (issue 21, point 5), on the stand-in with the real
// send-contact-email under Deno: a request the site stores gets one acknowledgement at the next
// sweep, with its reference and promise and nothing the visitor typed but their name; a request the
// flood budget refuses gets none; one mailbox (all its spellings) gets at most 3 a day, whoever
// types it (docs/abuse-acknowledgement.md).
import { SCHOOL } from '@ecole/content';
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
  it('one per stored request, at the next sweep: its reference, the promise for its reason, the school’s phone and e-mail, nothing typed but the name', async () => {
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
      expect(body).toContain('Bonjour Camille Martin,');
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
});
