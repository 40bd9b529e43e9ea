// The database refuses floods: at most 3 requests for one e-mail address (case ignored) in
// 10 minutes, whoever inserts them, with a French message PostgREST passes on (P0001 → 400).

import { afterAll, describe, expect, it } from 'vitest';
import { caught, committedAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const EMAIL = 'Presse.Bouton@flood.example';
const MESSAGE = 'Trop de demandes envoyées avec cette adresse e-mail. Veuillez réessayer dans quelques minutes.';

export function describeRateLimit(getDb: () => SqlEngine): void {
  function insert(email: string) {
    const db = getDb();
    return committedAs(db, 'anon', () =>
      db.query('insert into public.contact_requests (name, email, message) values ($1, $2, $3)', ['Flood Test', email, 'Encore moi.']),
    );
  }

  afterAll(async () => {
    await getDb().query(`delete from public.contact_requests where email ilike '%@flood.example'`);
  });

  describe('rate limit per e-mail address', () => {
    it('accepts 3 requests, refuses the 4th with P0001 and a French message, even in another case', async () => {
      await insert(EMAIL);
      await insert(EMAIL.toLowerCase());
      await insert(EMAIL.toUpperCase());
      const error = await caught(insert(EMAIL));
      expect({ code: error.code, message: error.message }).toEqual({ code: 'P0001', message: MESSAGE });
      const { rows } = await getDb().query(`select count(*)::int as n from public.contact_requests where lower(email) = lower($1)`, [EMAIL]);
      expect(rows).toEqual([{ n: 3 }]);
    });

    it('another address is not affected', async () => {
      await expect(insert('quelquun.dautre@flood.example')).resolves.toBeDefined();
    });

    it('once the 10 minutes are over, the address may write again', async () => {
      const db = getDb();
      await committedAs(db, 'service_role', () =>
        db.query(`update public.contact_requests set created_at = created_at - interval '10 minutes 1 second' where lower(email) = lower($1)`, [EMAIL]),
      );
      await expect(insert(EMAIL)).resolves.toBeDefined();
    });

    it('requests the service role files with an old date do not count', async () => {
      const db = getDb();
      const email = 'archive@flood.example';
      await committedAs(db, 'service_role', async () => {
        for (let i = 0; i < 5; i += 1) {
          await db.query(
            `insert into public.contact_requests (name, email, message, created_at) values ('Archive', $1, 'Ancienne demande', now() - interval '1 hour')`,
            [email],
          );
        }
      });
      await expect(insert(email)).resolves.toBeDefined();
    });
  });
}
