// The flood budget (20261124130200): what the public key may insert, whatever addresses it
// types. One request per call; per address (normalised), per client (from the one trusted
// header) and for everyone; refusals in French (P0001, which PostgREST answers with 400); no
// address kept in clear. The service role and staff are not budgeted.

import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { budgetCalls, type Headers } from './budgetCalls.ts';
import { caught, committedAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const DOMAIN = 'budget.example';
const ADDRESS_REFUSAL = 'Trop de demandes envoyées avec cette adresse e-mail. Veuillez réessayer dans quelques minutes.';
const CLIENT_REFUSAL = 'Trop de demandes envoyées depuis cette connexion. Veuillez réessayer plus tard.';
const GLOBAL_REFUSAL = 'Le formulaire reçoit trop de demandes en ce moment. Veuillez réessayer plus tard.';

let sequence = 0;
const fresh = (tag: string) => `${tag}-${(sequence += 1)}@${DOMAIN}`;

export function describeFloodBudget(getDb: () => SqlEngine): void {
  const db = () => getDb();

  const { insert, submit: submitWith, refusal, stored } = budgetCalls(db);

  /** Moves every admission back in time, as if that much time had passed. */
  async function ageAdmissions(interval: string): Promise<void> {
    await db().query(`update public.contact_request_admissions set admitted_at = admitted_at - $1::interval`, [interval]);
  }

  async function setBudget(values: Record<string, number | string>): Promise<void> {
    const assignments = Object.keys(values)
      .map((column, index) => `${column} = $${index + 1}`)
      .join(', ');
    await db().query(`update public.contact_request_settings set ${assignments}`, Object.values(values));
  }

  afterEach(async () => {
    // Each test starts with an empty budget and the default settings.
    await db().query('delete from public.contact_request_admissions');
    await db().exec(`update public.contact_request_settings set client_address_header = default,
      address_max_per_10_minutes = default, client_max_per_10_minutes = default, client_max_per_day = default,
      global_max_per_minute = default, global_max_per_hour = default`);
  });

  afterAll(async () => {
    await db().query(`delete from public.contact_requests where email like $1`, [`%@${DOMAIN}`]);
  });

  describe('flood budget: one request per call', () => {
    it('an array body (several rows in one statement) is refused whole: nothing stored', async () => {
      const email = fresh('liste');
      expect(await refusal(insert(email, {}, 3))).toMatchObject({ code: '23514', message: 'Une seule demande de contact par envoi.' });
      expect(await stored(email)).toBe(0);
      const { rows } = await db().query<{ n: number }>('select count(*)::int as n from public.contact_request_admissions');
      expect(rows).toEqual([{ n: 0 }]);
    });

    it('two inserts in one transaction are refused too; the service role may file several rows', async () => {
      const email = fresh('deux');
      const twice = committedAs(db(), 'anon', async () => {
        await db().query(`insert into public.contact_requests (name, email, message) values ('A', $1, 'Un')`, [email]);
        await db().query(`insert into public.contact_requests (name, email, message) values ('A', $1, 'Deux')`, [email]);
      });
      expect((await refusal(twice)).code).toBe('23514');
      await committedAs(db(), 'service_role', () =>
        db().query(
          `insert into public.contact_requests (name, email, message) values ('A', $1, 'Un'), ('A', $1, 'Deux'), ('A', $1, 'Trois'), ('A', $1, 'Quatre')`,
          [email],
        ),
      );
      expect(await stored(email)).toBe(4);
    });
  });

  describe('flood budget: per address', () => {
    it('accepts 3, refuses the 4th with the French message, whatever the case', async () => {
      const email = fresh('Presse.Bouton');
      await insert(email);
      await insert(email.toLowerCase());
      await insert(email.toUpperCase());
      expect(await refusal(insert(email))).toEqual({ code: 'P0001', message: ADDRESS_REFUSAL, detail: 'address' });
      expect(await stored(email)).toBe(3);
      await expect(insert(fresh('quelquun.dautre'))).resolves.toBeUndefined();
    });

    it('counts the spellings a mailbox provider delivers to one inbox as one address', async () => {
      const variants = ['camille.martin+1@gmail.com', 'CamilleMartin+promo@gmail.com', 'c.a.m.i.l.l.e.martin@googlemail.com'];
      for (const email of variants) await insert(email);
      expect((await refusal(insert('camillemartin@gmail.com'))).detail).toBe('address');
      for (const email of ['ca.mille+a@exemple.fr', 'CA.MILLE+b@exemple.fr', 'ca.mille@Exemple.FR']) await insert(email);
      expect((await refusal(insert('ca.mille+c@exemple.fr'))).detail).toBe('address');
      // Outside Gmail, the dots make another mailbox.
      await expect(insert('camille@exemple.fr')).resolves.toBeUndefined();
      const keys = await db().query<{ key: string }>(`select public.contact_email_key(e) as key from unnest($1::text[]) as e`, [
        ['Camille.Martin+x@GoogleMail.com', '\uff43amille@exemple.fr', 'Ca.Mille+Tag@Exemple.FR.'],
      ]);
      expect(keys.rows.map((row) => row.key)).toEqual(['camillemartin@gmail.com', 'camille@exemple.fr', 'ca.mille@exemple.fr']);
      await db().query(`delete from public.contact_requests where email ilike any ($1)`, [['%@gmail.com', '%@googlemail.com', '%@exemple.fr']]);
    });

    it('once 10 minutes have passed, the address may write again', async () => {
      const email = fresh('patient');
      for (let i = 0; i < 3; i += 1) await insert(email);
      await ageAdmissions('10 minutes 1 second');
      await expect(insert(email)).resolves.toBeUndefined();
    });

    it('rows the service role files (staff, old dates) are neither counted nor budgeted', async () => {
      const email = fresh('archive');
      await committedAs(db(), 'service_role', async () => {
        for (let i = 0; i < 5; i += 1) {
          await db().query(`insert into public.contact_requests (name, email, message) values ('Archive', $1, 'Ancienne demande')`, [email]);
        }
      });
      await expect(insert(email)).resolves.toBeUndefined();
    });
  });

  describe('flood budget: requests the submit-contact-form function files on a visitor’s behalf', () => {
    const submit = (email: string, visitorHeaders: Headers, functionHeaders?: Headers) => submitWith(email, visitorHeaders, { functionHeaders });

    it('stores the row and returns its id', async () => {
      const email = fresh('sans-js');
      const id = await submit(email, { 'cf-connecting-ip': '203.0.113.50' });
      const { rows } = await db().query('select id, reason, form_path from public.contact_requests where email = $1', [email]);
      expect(rows).toEqual([{ id, reason: 'Formation IA', form_path: '/contact' }]);
    });

    it('counts the visitor’s trusted header, not the function’s: the 6th from one visitor is refused', async () => {
      for (let i = 0; i < 5; i += 1) await submit(fresh('flot-sans-js'), { 'cf-connecting-ip': '203.0.113.60' });
      expect(await refusal(submit(fresh('flot-sans-js'), { 'cf-connecting-ip': '203.0.113.60', 'x-forwarded-for': '10.1.1.1' }))).toEqual({
        code: 'P0001',
        message: CLIENT_REFUSAL,
        detail: 'client',
      });
      // Another visitor behind the same function passes.
      await expect(submit(fresh('autre-visiteur'), { 'cf-connecting-ip': '203.0.113.61' })).resolves.toBeTypeOf('string');
    });

    it('shares one budget with the REST path: 3 through REST, 2 through the function, the 6th refused either way', async () => {
      for (let i = 0; i < 3; i += 1) await insert(fresh('mixte'), { 'cf-connecting-ip': '203.0.113.70' });
      for (let i = 0; i < 2; i += 1) await submit(fresh('mixte'), { 'cf-connecting-ip': '203.0.113.70' });
      expect((await refusal(submit(fresh('mixte'), { 'cf-connecting-ip': '203.0.113.70' }))).detail).toBe('client');
      expect((await refusal(insert(fresh('mixte'), { 'cf-connecting-ip': '203.0.113.70' }))).detail).toBe('client');
    });

    it('the per-address budget holds too', async () => {
      const email = fresh('meme-adresse');
      for (let i = 0; i < 3; i += 1) await submit(email, { 'cf-connecting-ip': `203.0.113.${80 + i}` });
      expect((await refusal(submit(email, { 'cf-connecting-ip': '203.0.113.90' }))).detail).toBe('address');
    });

    it('anon and authenticated cannot call it, so nobody but the function names the visitor’s headers', async () => {
      for (const role of ['anon', 'authenticated'] as const) {
        const error = await caught(
          committedAs(db(), role, () =>
            db().query(`select public.submit_contact_request('{"name":"A","email":"a@budget.example","message":"M"}'::jsonb, '{}'::jsonb)`),
          ),
        );
        expect(error.code, role).toBe('42501');
      }
    });

    it('the service role filing rows itself (staff) stays unbudgeted once the call is over', async () => {
      const email = fresh('apres');
      await submit(email, { 'cf-connecting-ip': '203.0.113.99' });
      for (let i = 0; i < 6; i += 1) {
        await committedAs(db(), 'service_role', () =>
          db().query(`insert into public.contact_requests (name, email, message) values ('A', $1, 'Staff')`, [email]),
        );
      }
      expect(await stored(email)).toBe(7); // 1 by the function, 6 by staff, past the address’s 3
    });
  });

  describe('flood budget: per client (the trusted header only)', () => {
    const client = (address: string, extra: Record<string, string> = {}) => ({ 'cf-connecting-ip': address, ...extra });

    it('5 requests with 5 addresses from one client pass, the 6th is refused, another client is not', async () => {
      for (let i = 0; i < 5; i += 1) await insert(fresh('robot'), client('203.0.113.7'));
      expect(await refusal(insert(fresh('robot'), client('203.0.113.7')))).toEqual({ code: 'P0001', message: CLIENT_REFUSAL, detail: 'client' });
      await expect(insert(fresh('voisin'), client('203.0.113.8'))).resolves.toBeUndefined();
    });

    it('what the caller writes in other headers changes nothing: x-forwarded-for is not trusted', async () => {
      for (let i = 0; i < 5; i += 1) {
        await insert(fresh('usurpe'), client('198.51.100.4', { 'x-forwarded-for': `10.0.0.${i}`, 'x-real-ip': `10.0.1.${i}` }));
      }
      expect((await refusal(insert(fresh('usurpe'), client('198.51.100.4', { 'x-forwarded-for': '10.9.9.9' })))).detail).toBe('client');
      // Without the trusted header, no client is known: only the other budgets apply.
      for (let i = 0; i < 6; i += 1) await insert(fresh('sans-entete'), { 'x-forwarded-for': '198.51.100.4' });
    });

    it('the header is the one the settings name; a list counts by its last entry (the proxy’s)', async () => {
      await setBudget({ client_address_header: 'x-forwarded-for' });
      for (let i = 0; i < 5; i += 1) await insert(fresh('mandataire'), { 'x-forwarded-for': `10.0.0.${i}, 192.0.2.10` });
      expect((await refusal(insert(fresh('mandataire'), { 'x-forwarded-for': '192.0.2.10' }))).detail).toBe('client');
      // cf-connecting-ip is now just another header a caller may write.
      await expect(insert(fresh('mandataire'), { 'cf-connecting-ip': '192.0.2.10', 'x-forwarded-for': '192.0.2.11' })).resolves.toBeUndefined();
    });

    it('an IPv6 client counts by its /64: rotating the last 64 bits does not help', async () => {
      for (let i = 0; i < 5; i += 1) await insert(fresh('ipv6'), client(`2001:db8:a:b::${i + 1}`));
      expect((await refusal(insert(fresh('ipv6'), client('2001:db8:a:b:ffff:1:2:3')))).detail).toBe('client');
      await expect(insert(fresh('ipv6'), client('2001:db8:a:c::1'))).resolves.toBeUndefined();
    });

    it('20 a day: after 10 minutes 5 more pass, until the day’s 20', async () => {
      for (let round = 0; round < 4; round += 1) {
        for (let i = 0; i < 5; i += 1) await insert(fresh('journee'), client('203.0.113.50'));
        await ageAdmissions('10 minutes 1 second');
      }
      expect((await refusal(insert(fresh('journee'), client('203.0.113.50')))).detail).toBe('client');
      await ageAdmissions('1 day');
      await expect(insert(fresh('journee'), client('203.0.113.50'))).resolves.toBeUndefined();
    });

    it('an unreadable header counts as no client, never as a refusal', async () => {
      for (const address of ['', 'pas une adresse', '999.1.1.1', 'unknown']) {
        await expect(insert(fresh('illisible'), client(address))).resolves.toBeUndefined();
      }
    });
  });

  describe('flood budget: for everyone', () => {
    it('refuses past the minute’s and the hour’s budget, whoever sends', async () => {
      await setBudget({ global_max_per_minute: 3, global_max_per_hour: 5 });
      for (let i = 0; i < 3; i += 1) await insert(fresh('foule'), { 'cf-connecting-ip': `192.0.2.${i + 1}` });
      expect(await refusal(insert(fresh('foule'), { 'cf-connecting-ip': '192.0.2.99' }))).toEqual({ code: 'P0001', message: GLOBAL_REFUSAL, detail: 'global' });
      await ageAdmissions('1 minute 1 second');
      for (let i = 0; i < 2; i += 1) await insert(fresh('foule'));
      expect((await refusal(insert(fresh('foule')))).detail).toBe('global');
      await ageAdmissions('1 hour');
      await expect(insert(fresh('foule'))).resolves.toBeUndefined();
    });

    it('the defaults let 200 visitors write within a minute', async () => {
      const { rows } = await db().query<{ minute: number; hour: number }>(
        'select global_max_per_minute as minute, global_max_per_hour as hour from public.contact_request_settings',
      );
      expect(rows[0]!.minute).toBeGreaterThanOrEqual(200);
      expect(rows[0]!.hour).toBeGreaterThanOrEqual(rows[0]!.minute);
    });
  });

  describe('flood budget: what it keeps', () => {
    it('no e-mail or IP address in clear: salted SHA-256 only, deleted after a day', async () => {
      await insert('trace@budget.example', { 'cf-connecting-ip': '203.0.113.99' });
      const { rows } = await db().query<{ client_key: string; email_key: string }>('select client_key, email_key from public.contact_request_admissions');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.client_key).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.email_key).toMatch(/^[0-9a-f]{64}$/);
      await ageAdmissions('1 day 1 second');
      const purged = await committedAs(
        db(),
        'service_role',
        async () => (await db().query<{ n: number }>('select public.purge_contact_request_admissions() as n')).rows[0]!.n,
      );
      expect(purged).toBe(1);
    });

    it('anon and authenticated can read neither the budget nor its settings, nor run the purge', async () => {
      for (const role of ['anon', 'authenticated'] as const) {
        for (const sql of [
          'select * from public.contact_request_admissions',
          'select * from public.contact_request_settings',
          'update public.contact_request_settings set global_max_per_minute = 1000000',
          'select public.purge_contact_request_admissions()',
        ]) {
          const error = await caught(committedAs(db(), role, () => db().query(sql)));
          expect(error.code, `${role}: ${sql}`).toBe('42501');
        }
      }
    });
  });
}
