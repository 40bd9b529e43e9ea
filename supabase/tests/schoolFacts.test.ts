// The database's copies of the school's facts are the facts module's (issue 36): the promises, the
// clock they are counted on (time zone, opening hours, public holidays) and how long the contact
// budget keeps its fingerprints. The edge functions and @ecole/content import
// functions/_shared/schoolFacts.ts; a migration is SQL and cannot, so this test compares, and names
// the migration to write when the school confirms or changes a figure. (It was the stand-in's, as
// packages/supabase-local/test/followUpFacts.test.ts and retentionFacts.test.ts, while the facts
// were the content's.)

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REASONS } from '../functions/_shared/contactContract/index.ts';
import { BUSINESS_TIME_ZONE, FLOOD_BUDGET, openingIntervals, PUBLIC_HOLIDAYS, REPLY_PROMISE_HOURS } from '../functions/_shared/schoolFacts.ts';
import { applyMigrations } from './migrations.ts';
import { openPglite, type SqlEngine } from './sqlEngine.ts';

let db: SqlEngine;

beforeAll(async () => {
  db = await openPglite();
  await applyMigrations(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the database’s clock and promises are the facts module’s (a change: a migration updating them)', () => {
  it('one promise per known reason, in business hours (public.contact_reply_promises)', async () => {
    const { rows } = await db.query<{ reason: string; business_hours: number }>(
      'select reason, business_hours from public.contact_reply_promises order by reason',
    );
    const expected = CONTACT_REASONS.map((reason) => ({ reason: reason.label, business_hours: REPLY_PROMISE_HOURS[reason.slug] }));
    expect(rows).toEqual([...expected].sort((a, b) => (a.reason < b.reason ? -1 : 1)));
  });

  it('the public holidays, day for day (public.public_holidays)', async () => {
    const { rows } = await db.query<{ day: string; name: string }>(`select to_char(day, 'YYYY-MM-DD') as day, name from public.public_holidays order by day`);
    expect(rows).toEqual(PUBLIC_HOLIDAYS);
  });

  it('the time zone (contact_request_settings.business_time_zone)', async () => {
    const { rows } = await db.query<{ business_time_zone: string }>('select business_time_zone from public.contact_request_settings');
    expect(rows).toEqual([{ business_time_zone: BUSINESS_TIME_ZONE }]);
  });

  it('the opening hours, interval for interval (public.business_opening_hours)', async () => {
    const { rows } = await db.query<{ weekday: number; opens: string; closes: string }>(
      `select weekday, to_char(opens, 'HH24:MI') as opens, case when closes = '24:00' then '24:00' else to_char(closes, 'HH24:MI') end as closes
         from public.business_opening_hours order by weekday, opens`,
    );
    expect(rows).toEqual(openingIntervals());
  });
});

describe('the flood budget’s fingerprints, as the privacy policy states them', () => {
  const migration = readFileSync(new URL('../migrations/20261124130200_contact_requests_flood_budget.sql', import.meta.url), 'utf8');

  it(`are deleted after FLOOD_BUDGET.keptHours (${FLOOD_BUDGET.keptHours} h), by the trigger and by the purge`, () => {
    expect(FLOOD_BUDGET.keptHours).toBe(24);
    const deletions = [...migration.matchAll(/admitted_at < pg_catalog\.now\(\) - interval '([^']+)'/g)].map((match) => match[1]);
    expect(deletions).toEqual(['1 day', '1 day']);
  });
});
