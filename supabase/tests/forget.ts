// Erasure on request (20261126160000, issue 21 point 9; `npm run forget -- <email>`): every request
// of an address under all its spellings, with its follow-up and mails, and the flood budget's
// fingerprints of it, deleted; nothing of another address; the erasure logged without the address;
// the public key can do none of it.

import { afterAll, describe, expect, it } from 'vitest';
import { caught, committedAs, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const DOMAIN = 'gmail.com';

export function describeForget(getDb: () => SqlEngine): void {
  const db = () => getDb();

  async function store(email: string): Promise<string> {
    return committedAs(db(), 'service_role', async () => {
      const { rows } = await db().query<{ id: string }>(
        `insert into public.contact_requests (name, email, message) values ('Camille Oubli', $1, 'Bonjour.') returning id`,
        [email],
      );
      return rows[0]!.id;
    });
  }

  /** A fingerprint of the flood budget, as an admitted request leaves it. */
  async function admit(email: string): Promise<void> {
    await db().query(
      `insert into public.contact_request_admissions (admitted_at, client_key, email_key, proved)
       select now(), null, public.contact_request_pseudonym(public.contact_email_key($1), s.pseudonym_salt), false
         from public.contact_request_settings as s where s.id`,
      [email],
    );
  }

  const count = async (sql: string, params: unknown[] = []) => (await db().query<{ n: number }>(sql, params)).rows[0]!.n;

  afterAll(async () => {
    await db().query(`delete from public.contact_requests where name = 'Camille Oubli'`);
  });

  describe('erasure on request (npm run forget)', () => {
    it('deletes every request of the address under all its spellings, their follow-up and mails, and its fingerprints; logs it without the address', async () => {
      const spellings = ['camille.oubli@gmail.com', 'Camille.Oubli+salon@gmail.com', 'camilleoubli@googlemail.com'];
      const ids = [];
      for (const email of spellings) {
        ids.push(await store(email));
        await admit(email);
      }
      const other = await store('camille.oubli@exemple.fr');
      await admit('camille.oubli@exemple.fr');
      const before = await count('select count(*)::integer as n from public.contact_request_admissions');
      const erasuresBefore = await count('select count(*)::integer as n from public.contact_request_erasures');

      const { rows } = await committedAs(db(), 'service_role', () =>
        db().query<{ requests: number; fingerprints: number; spellings: string[] }>('select * from public.forget_contact_address($1)', [
          ' CAMILLE.OUBLI@gmail.com ',
        ]),
      );
      expect(rows.map((row) => ({ ...row, spellings: [...row.spellings].sort() }))).toEqual([
        { requests: 3, fingerprints: 3, spellings: [...spellings].sort() },
      ]);

      expect(await count('select count(*)::integer as n from public.contact_requests where id = any($1::uuid[])', [ids])).toBe(0);
      expect(await count('select count(*)::integer as n from public.contact_request_followups where request_id = any($1::uuid[])', [ids])).toBe(0);
      expect(await count('select count(*)::integer as n from public.contact_request_mails where request_id = any($1::uuid[])', [ids])).toBe(0);
      expect(await count('select count(*)::integer as n from public.contact_request_admissions')).toBe(before - 3);
      expect(await count('select count(*)::integer as n from public.contact_requests where id = $1', [other])).toBe(1);

      const log = await db().query<Record<string, unknown>>('select * from public.contact_request_erasures order by id desc limit 1');
      expect(await count('select count(*)::integer as n from public.contact_request_erasures')).toBe(erasuresBefore + 1);
      expect(log.rows[0]).toMatchObject({ requests: 3, fingerprints: 3 });
      expect(JSON.stringify(log.rows[0])).not.toMatch(/oubli|@/i);
      expect(Object.keys(log.rows[0]!).sort()).toEqual(['erased_at', 'fingerprints', 'id', 'requests']);
    });

    it('an address with nothing stored: nothing deleted, the erasure logged all the same; a malformed one refused', async () => {
      const { rows } = await committedAs(db(), 'service_role', () => db().query('select * from public.forget_contact_address($1)', [`personne@${DOMAIN}`]));
      expect(rows).toEqual([{ requests: 0, fingerprints: 0, spellings: [] }]);
      const error = await caught(committedAs(db(), 'service_role', () => db().query('select * from public.forget_contact_address($1)', ['pas une adresse'])));
      expect(error.code).toBe('22023');
    });

    it('the public key and signed-in users can neither erase nor read the log', async () => {
      for (const role of ['anon', 'authenticated'] as const) {
        for (const sql of ["select * from public.forget_contact_address('x@gmail.com')", 'select * from public.contact_request_erasures']) {
          const error = await caught(rolledBackAs(db(), role, () => db().query(sql)));
          expect(error.code, `${role}: ${sql}`).toBe('42501');
        }
      }
    });
  });
}
