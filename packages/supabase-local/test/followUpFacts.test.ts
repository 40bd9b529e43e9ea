// The promises and the clock the database computes due times with are the ones the pages state
// (DESIGN.md §2.11: one fact in one place, checked where it must be copied): the figures of
// @ecole/content (provisional facts the launch check lists), its public holidays and its calendar.
// When the school confirms or changes a figure, this test names the migration to write.
// Here rather than in supabase/tests: @ecole/content reads the contact contract from
// @ecole/supabase, so the backend's own tests cannot depend on the content.

import { BUSINESS_CALENDAR, CONTACT_REASONS, OPENING_INTERVALS, PUBLIC_HOLIDAYS, replyPromiseHours } from '@ecole/content';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database.ts';
import { DEFAULT_PATHS } from '../src/paths.ts';

let db: PGlite;

beforeAll(async () => {
  ({ db } = await openDatabase({ ...DEFAULT_PATHS, dataDir: 'memory', log: () => {} }));
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the database’s clock and promises are the content’s (write a migration when the content changes)', () => {
  it('one promise per known reason, in business hours, equal to REPLY_PROMISES', async () => {
    const { rows } = await db.query<{ reason: string; business_hours: number }>(
      'select reason, business_hours from public.contact_reply_promises order by reason',
    );
    const expected = CONTACT_REASONS.map((reason) => ({ reason: reason.label, business_hours: replyPromiseHours(reason.slug) }));
    expect(rows).toEqual([...expected].sort((a, b) => (a.reason < b.reason ? -1 : 1)));
  });

  it('the public holidays are PUBLIC_HOLIDAYS, day for day', async () => {
    const { rows } = await db.query<{ day: string; name: string }>(`select to_char(day, 'YYYY-MM-DD') as day, name from public.public_holidays order by day`);
    expect(rows).toEqual(PUBLIC_HOLIDAYS);
  });

  it('the time zone is BUSINESS_CALENDAR’s', async () => {
    const { rows } = await db.query<{ business_time_zone: string }>('select business_time_zone from public.contact_request_settings');
    expect(rows).toEqual([{ business_time_zone: BUSINESS_CALENDAR.timeZone }]);
  });

  it('the opening hours are OPENING_HOURS’ intervals, day for day (a change: a migration updating public.business_opening_hours)', async () => {
    const { rows } = await db.query<{ weekday: number; opens: string; closes: string }>(
      `select weekday, to_char(opens, 'HH24:MI') as opens, case when closes = '24:00' then '24:00' else to_char(closes, 'HH24:MI') end as closes
         from public.business_opening_hours order by weekday, opens`,
    );
    expect(rows).toEqual(OPENING_INTERVALS);
  });
});
