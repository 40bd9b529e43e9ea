// The promises and the clock the database computes due times with are the ones the pages state
// (DESIGN.md §2.11): the figures of @ecole/content (packages/content/data/reply-promises.json,
// provisional facts the launch check lists), its public holidays and its calendar. SQL cannot
// import them: the migrations hold copies, read here from the migrated database. When the school
// confirms or changes a figure, the failure names the migration to write.

import { BUSINESS_CALENDAR, CONTACT_REASONS, OPENING_INTERVALS, PUBLIC_HOLIDAYS, replyPromiseHours } from '@ecole/content';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, writeAMigration } from './migratedDatabase.ts';

let db: PGlite;

beforeAll(async () => {
  db = await migratedDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('the database’s clock and promises are the content’s (write a migration when the content changes)', () => {
  it('one promise per known reason, in business hours, equal to REPLY_PROMISES', async () => {
    const { rows } = await db.query<{ reason: string; business_hours: number }>(
      'select reason, business_hours from public.contact_reply_promises order by reason',
    );
    const expected = CONTACT_REASONS.map((reason) => ({ reason: reason.label, business_hours: replyPromiseHours(reason.slug) }));
    expect(
      rows,
      `Les délais promis de packages/content/data/reply-promises.json ne sont plus ceux de la base\u00a0: ${writeAMigration('met public.contact_reply_promises à jour (un motif, ses heures ouvrées)')}`,
    ).toEqual([...expected].sort((a, b) => (a.reason < b.reason ? -1 : 1)));
  });

  it('the public holidays are PUBLIC_HOLIDAYS, day for day', async () => {
    const { rows } = await db.query<{ day: string; name: string }>(`select to_char(day, 'YYYY-MM-DD') as day, name from public.public_holidays order by day`);
    expect(
      rows,
      `Les jours fériés de packages/content/src/replyPromises/publicHolidays.ts ne sont plus ceux de la base\u00a0: ${writeAMigration('ajoute ou corrige ces jours dans public.public_holidays')}`,
    ).toEqual(PUBLIC_HOLIDAYS);
  });

  it('the time zone is BUSINESS_CALENDAR’s', async () => {
    const { rows } = await db.query<{ business_time_zone: string }>('select business_time_zone from public.contact_request_settings');
    expect(
      rows,
      `Le fuseau horaire de BUSINESS_CALENDAR (packages/content/src/replyPromises/) n’est plus celui de la base\u00a0: ${writeAMigration('met public.contact_request_settings.business_time_zone à jour')}`,
    ).toEqual([{ business_time_zone: BUSINESS_CALENDAR.timeZone }]);
  });

  it('the opening hours are OPENING_HOURS’ intervals, day for day', async () => {
    const { rows } = await db.query<{ weekday: number; opens: string; closes: string }>(
      `select weekday, to_char(opens, 'HH24:MI') as opens, case when closes = '24:00' then '24:00' else to_char(closes, 'HH24:MI') end as closes
         from public.business_opening_hours order by weekday, opens`,
    );
    expect(
      rows,
      `Les heures d’ouverture de packages/content/data/reply-promises.json ne sont plus celles de la base\u00a0: ${writeAMigration('remplace les intervalles de public.business_opening_hours')}`,
    ).toEqual(OPENING_INTERVALS);
  });
});
