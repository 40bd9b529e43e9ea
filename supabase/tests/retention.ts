// Retention as the privacy policy states it: 3 years after the LAST contact. The purge deletes
// every request of an address that has not written for 3 years, and nothing else.

import { afterAll, describe, expect, it } from 'vitest';
import { caught, committedAs, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const PURGE = 'select public.purge_contact_requests_older_than_3_years() as purged';

export function describeRetention(getDb: () => SqlEngine): void {
  afterAll(async () => {
    await getDb().query(`delete from public.contact_requests where email like '%@retention.example'`);
  });

  describe('retention purge', () => {
    it('only the service role may run it', async () => {
      const db = getDb();
      for (const role of ['anon', 'authenticated'] as const) {
        const error = await caught(rolledBackAs(db, role, () => db.query(PURGE)));
        expect(error.code, error.message).toBe('42501');
      }
    });

    it('deletes the requests of addresses silent for 3 years, keeps any address that wrote since', async () => {
      const db = getDb();
      const rows: [email: string, age: string][] = [
        ['ancien@retention.example', '4 years'],
        ['Ancien@retention.example', '3 years 1 day'],
        ['revenu@retention.example', '5 years'],
        ['REVENU@retention.example', '1 year'],
        ['limite@retention.example', '2 years 11 months'],
      ];
      await committedAs(db, 'service_role', async () => {
        for (const [email, age] of rows) {
          await db.query(
            `insert into public.contact_requests (name, email, message, created_at)
               values ('Rétention', $1, 'Demande datée', now() - $2::interval)`,
            [email, age],
          );
        }
      });
      const purged = await committedAs(db, 'service_role', async () => (await db.query<{ purged: number }>(PURGE)).rows[0]!.purged);
      expect(purged).toBe(2);
      const left = await db.query<{ email: string }>(`select email from public.contact_requests where email like '%@retention.example' order by created_at`);
      expect(left.rows.map((row) => row.email)).toEqual(['revenu@retention.example', 'limite@retention.example', 'REVENU@retention.example']);
    });

    it('without pg_cron (PGlite, bare PostgreSQL) the migration schedules nothing and still applies', async () => {
      const { rows } = await getDb().query<{ n: number }>(`select count(*)::int as n from pg_extension where extname = 'pg_cron'`);
      expect(rows).toEqual([{ n: 0 }]);
    });
  });
}
