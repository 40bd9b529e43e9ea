// What the privacy policy states about the flood budget's fingerprints (how long they are kept:
// FLOOD_BUDGET.keptHours of @ecole/content) the database must do. Read from the migrated database,
// so a later migration that redefines the trigger or the purge is the one checked.

import { FLOOD_BUDGET } from '@ecole/content';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, writeAMigration } from './migratedDatabase.ts';

const MIGRATION_TO_WRITE = writeAMigration(
  `redéfinit public.contact_requests_admit() et public.purge_contact_request_admissions() avec « admitted_at < pg_catalog.now() - interval '${FLOOD_BUDGET.keptHours} hours' »`,
);

let db: PGlite;

beforeAll(async () => {
  db = await migratedDatabase();
});

afterAll(async () => {
  await db?.close();
});

/** The retention interval, in hours, of each deletion of fingerprints in a function's current body. */
async function deletionHours(fn: string): Promise<number[]> {
  const { rows } = await db.query<{ body: string }>(
    `select p.prosrc as body from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = $1`,
    [fn],
  );
  expect(rows, `public.${fn}() n’existe plus`).toHaveLength(1);
  const intervals = [...rows[0]!.body.matchAll(/admitted_at < pg_catalog\.now\(\) - interval '([^']+)'/g)].map((match) => match[1]!);
  return Promise.all(
    intervals.map(async (interval) => {
      const { rows: hours } = await db.query<{ hours: number }>('select extract(epoch from $1::interval)::float8 / 3600 as hours', [interval]);
      return hours[0]!.hours;
    }),
  );
}

describe('the flood budget’s fingerprints, as the privacy policy states them', () => {
  it(`are deleted after FLOOD_BUDGET.keptHours (${FLOOD_BUDGET.keptHours} h), by the trigger and by the purge`, async () => {
    const message = `La politique de confidentialité dit ${FLOOD_BUDGET.keptHours} heures (FLOOD_BUDGET.keptHours, packages/content/src/school.ts)\u00a0: ${MIGRATION_TO_WRITE}`;
    expect(await deletionHours('contact_requests_admit'), message).toEqual([FLOOD_BUDGET.keptHours]);
    expect(await deletionHours('purge_contact_request_admissions'), message).toEqual([FLOOD_BUDGET.keptHours]);
  });

  it('the purge keeps a fingerprint younger than that and deletes an older one', async () => {
    const kept = FLOOD_BUDGET.keptHours;
    await db.query(
      `insert into public.contact_request_admissions (admitted_at, client_key, email_key)
       values (pg_catalog.now() - make_interval(hours => $1) + interval '5 minutes', 'client', 'jeune'),
              (pg_catalog.now() - make_interval(hours => $1) - interval '5 minutes', 'client', 'vieille')`,
      [kept],
    );
    await db.query('select public.purge_contact_request_admissions()');
    const { rows } = await db.query<{ email_key: string }>(`select email_key from public.contact_request_admissions where client_key = 'client'`);
    expect(rows, `La purge ne garde pas les empreintes ${kept} heures\u00a0: ${MIGRATION_TO_WRITE}`).toEqual([{ email_key: 'jeune' }]);
  });
});
