// The weekly report to the manager (20261127130000, issue 21 point 6): which week falls due when,
// on a fake clock across Monday 08:00 in Paris (a summer-time week included), one claim per week
// whoever sweeps, the week's requests read with the report's columns only, and none of it reachable
// with the public key. Sending, retries and a killed function: packages/supabase-local/test/weekly-report.test.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caught, committedAs, type Role, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const DOMAIN = 'rapport-hebdo.example';
const UTC = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

interface Claimed {
  key: string;
  week_start: string;
  starts_at: string;
  ends_at: string;
  as_of: string;
  claim: string;
  attempts: number;
}

export function describeWeeklyReport(getDb: () => SqlEngine): void {
  const db = () => getDb();
  let firstWeek: string;

  const asService = <T>(body: () => Promise<T>) => committedAs(db(), 'service_role', body);

  async function weekAt(at: string) {
    const { rows } = await db().query<{ week: string; starts: string; ends: string; send: string; hours: number }>(
      `select week_start::text as week, ${UTC('starts_at')} as starts, ${UTC('ends_at')} as ends, ${UTC('send_after')} as send,
              extract(epoch from ends_at - starts_at)::integer / 3600 as hours
         from public.contact_weekly_report_week($1::timestamptz)`,
      [at],
    );
    return rows[0]!;
  }

  /** The sweep's claim, the clock at `now`. */
  const claimAt = (now: string) =>
    asService(
      async () =>
        (
          await db().query<Claimed>(
            `select key, item->>'week_start' as week_start, ${UTC(`(item->>'starts_at')::timestamptz`)} as starts_at,
                    ${UTC(`(item->>'ends_at')::timestamptz`)} as ends_at, ${UTC(`(item->>'as_of')::timestamptz`)} as as_of, claim, attempts
               from public.outbox_claim('rapport-hebdomadaire', 1, interval '0 seconds', $1::timestamptz)`,
            [now],
          )
        ).rows,
    );

  async function expectRefused(role: Role, sql: string, params?: unknown[]): Promise<void> {
    const error = await caught(rolledBackAs(db(), role, () => db().query(sql, params)));
    expect(error.code, `${role}: ${sql}`).toBe('42501');
  }

  beforeAll(async () => {
    const { rows } = await db().query<{ week: string }>('select weekly_report_first_week::text as week from public.contact_request_settings');
    firstWeek = rows[0]!.week;
  });

  afterAll(async () => {
    await db().query('update public.contact_request_settings set weekly_report_first_week = $1', [firstWeek]);
    await db().query('delete from public.contact_weekly_reports');
    await db().query('delete from public.contact_requests where email like $1', [`%@${DOMAIN}`]);
  });

  describe('the weekly report (issue 21, point 6)', () => {
    it('a database reports from the week it was installed in: this week’s Monday in Paris', async () => {
      const { rows } = await db().query<{ same: boolean }>(
        `select weekly_report_first_week = date_trunc('week', now() at time zone 'Europe/Paris')::date as same from public.contact_request_settings`,
      );
      expect(rows).toEqual([{ same: true }]);
    });

    it('falls due on Monday at 08:00 Paris time for the week before, Monday 00:00 to Monday 00:00 local time', async () => {
      // 23 November 2026 (UTC+1): 08:00 in Paris is 07:00 UTC.
      expect(await weekAt('2026-11-23T06:59:59Z')).toMatchObject({ week: '2026-11-09' });
      expect(await weekAt('2026-11-23T07:00:00Z')).toEqual({
        week: '2026-11-16',
        starts: '2026-11-15T23:00:00Z',
        ends: '2026-11-22T23:00:00Z',
        send: '2026-11-23T07:00:00Z',
        hours: 168,
      });
      expect(await weekAt('2026-11-29T22:59:59Z')).toMatchObject({ week: '2026-11-16' });
    });

    it('a week with a summer-time change: 169 hours in October, 167 in March, due at 08:00 local time all the same', async () => {
      // Summer time ends on Sunday 25 October 2026: Monday 26 at 07:00 UTC is 08:00 in Paris, not 06:00.
      expect(await weekAt('2026-10-26T06:00:00Z')).toMatchObject({ week: '2026-10-12' });
      expect(await weekAt('2026-10-26T06:59:59Z')).toMatchObject({ week: '2026-10-12' });
      expect(await weekAt('2026-10-26T07:00:00Z')).toEqual({
        week: '2026-10-19',
        starts: '2026-10-18T22:00:00Z',
        ends: '2026-10-25T23:00:00Z',
        send: '2026-10-26T07:00:00Z',
        hours: 169,
      });
      // Summer time starts on Sunday 29 March 2026: Monday 30 at 06:00 UTC is 08:00 in Paris.
      expect(await weekAt('2026-03-30T05:59:59Z')).toMatchObject({ week: '2026-03-16' });
      expect(await weekAt('2026-03-30T06:00:00Z')).toEqual({
        week: '2026-03-23',
        starts: '2026-03-22T23:00:00Z',
        ends: '2026-03-29T22:00:00Z',
        send: '2026-03-30T06:00:00Z',
        hours: 167,
      });
    });

    it('one claim per week on a fake clock across Monday 08:00: none before, once at 08:00, again only once its lease ran out', async () => {
      await db().query(`update public.contact_request_settings set weekly_report_first_week = '2026-10-19'`);
      await db().query('delete from public.contact_weekly_reports');
      // Monday 26 October, 07:59:59 in Paris: the week due is 12–18 October, before the first week.
      expect(await claimAt('2026-10-26T06:59:59Z')).toEqual([]);
      const [first, ...none] = await claimAt('2026-10-26T07:00:00Z');
      expect(none).toEqual([]);
      expect(first).toMatchObject({
        week_start: '2026-10-19',
        starts_at: '2026-10-18T22:00:00Z',
        ends_at: '2026-10-25T23:00:00Z',
        as_of: '2026-10-26T07:00:00Z',
        attempts: 1,
      });
      // A second sweep while the first holds the claim: nothing.
      expect(await claimAt('2026-10-26T07:00:30Z')).toEqual([]);
      expect(await claimAt('2026-10-26T07:01:59Z')).toEqual([]);
      // The first function died between claim and send: once the lease ran out the week is claimed
      // again (same week, so the same idempotency key), and the dead claim can no longer mark it.
      const [again] = await claimAt('2026-10-26T07:02:01Z');
      expect(again).toMatchObject({ week_start: '2026-10-19', attempts: 2 });
      expect(again!.claim).not.toBe(first!.claim);
      const mark = (claim: string) =>
        asService(
          async () =>
            (await db().query<{ marked: boolean }>(`select public.outbox_mark_sent('rapport-hebdomadaire', $1, $2, 'mail-1') as marked`, [first!.key, claim]))
              .rows[0]!.marked,
        );
      expect(again!.key).toBe(first!.key);
      expect(await mark(first!.claim)).toBe(false);
      expect(await mark(again!.claim)).toBe(true);
      expect(await mark(again!.claim)).toBe(false);
      // Sent: no sweep of the week claims it again, nor of the next days.
      for (const at of ['2026-10-26T07:10:00Z', '2026-10-27T09:00:00Z', '2026-11-02T06:59:59Z']) expect(await claimAt(at)).toEqual([]);
      // Monday 2 November, 08:00 in Paris (07:00 UTC): the next week, once.
      expect(await claimAt('2026-11-02T07:00:00Z')).toMatchObject([{ week_start: '2026-10-26', starts_at: '2026-10-25T23:00:00Z', attempts: 1 }]);
      const { rows } = await db().query<{ week: string; state: string }>(
        'select week_start::text as week, state from public.contact_weekly_reports order by week_start',
      );
      expect(rows).toEqual([
        { week: '2026-10-19', state: 'envoyé' },
        { week: '2026-10-26', state: 'en attente' },
      ]);
    });

    it('a temporary failure waits for its back-off; a permanent one ends the week’s attempts', async () => {
      await db().query('delete from public.contact_weekly_reports');
      const [claimed] = await claimAt('2026-11-02T07:00:00Z');
      const state = await asService(
        async () =>
          (
            await db().query<{ state: string }>(`select public.outbox_defer('rapport-hebdomadaire', $1, $2, 'HTTP 503') as state`, [
              claimed!.key,
              claimed!.claim,
            ])
          ).rows[0]!.state,
      );
      expect(state).toBe('en attente');
      const { rows } = await db().query<{ waits: boolean; error: string }>(
        `select next_at > now() as waits, error from public.contact_weekly_reports where week_start = '2026-10-26'`,
      );
      expect(rows).toEqual([{ waits: true, error: 'HTTP 503' }]);
      await db().query(`update public.contact_weekly_reports set next_at = now() - interval '1 second'`);
      const [retry] = await claimAt(new Date().toISOString());
      expect(retry).toMatchObject({ week_start: '2026-10-26', attempts: 2 });
      await asService(() => db().query(`select public.outbox_fail('rapport-hebdomadaire', $1, $2, 'Refusé')`, [retry!.key, retry!.claim]));
      // (Today's clock may claim today's due week: not this one.)
      expect((await claimAt(new Date().toISOString())).map((claim) => claim.week_start)).not.toContain('2026-10-26');
      const { rows: failed } = await db().query(`select state, error from public.contact_weekly_reports where week_start = '2026-10-26'`);
      expect(failed).toEqual([{ state: 'en échec', error: 'Refusé' }]);
    });

    it('its figures are lead_figures over the week, local midnight to local midnight, at the claim’s instant, nothing personal', async () => {
      await db().query('delete from public.contact_weekly_reports');
      await db().query(`update public.contact_request_settings set weekly_report_first_week = '2026-10-19'`);
      await claimAt('2026-10-26T07:00:00Z');
      const at = ['2026-10-18 23:59', '2026-10-19 00:00', '2026-10-25 23:30', '2026-10-26 00:00'];
      await asService(async () => {
        for (const [index, sent] of at.entries()) {
          await db().query(
            `insert into public.contact_requests (name, email, reason, message, created_at, utm_campaign, landing_path)
               values ('Aurélien Témoin', $1, 'Formation IA', 'Message confidentiel', ($2::timestamp at time zone 'Europe/Paris'), 'salon', '/formation-ia')`,
            [`temoin-${index}@${DOMAIN}`, sent],
          );
        }
      });
      // Computed when sent: the first claim's instant, to the second; a retry keeps it (same mail).
      await db().query(`update public.contact_weekly_reports set figures_at = null, claimed_at = claimed_at - interval '3 minutes'`);
      const [claimed] = await claimAt('2026-11-30T07:04:17.654Z');
      expect(claimed).toMatchObject({ week_start: '2026-10-19', as_of: '2026-11-30T07:04:17Z' });
      await db().query(`update public.contact_weekly_reports set claimed_at = claimed_at - interval '3 minutes'`);
      expect(await claimAt('2026-11-30T09:00:00Z')).toMatchObject([{ week_start: '2026-10-19', as_of: '2026-11-30T07:04:17Z', attempts: 3 }]);
      const rows = await asService(
        async () =>
          (
            await db().query<{ dimension: string; label: string; requests: number }>(
              'select dimension, label, requests from public.lead_figures($1, $2, $3, 20)',
              [claimed!.starts_at, claimed!.ends_at, claimed!.as_of],
            )
          ).rows,
      );
      // The two requests of the week only: Monday 00:00 and Sunday 23:30 in Paris.
      expect(rows).toEqual([
        { dimension: 'motif', label: 'Formation IA', requests: 2 },
        { dimension: 'campagne', label: 'salon', requests: 2 },
        { dimension: 'page', label: '/formation-ia', requests: 2 },
        { dimension: 'total', label: 'Total', requests: 2 },
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/Aurélien|Témoin|temoin|confidentiel/);
    });

    it('the public key and signed-in users can neither read the weeks nor call any of the functions', async () => {
      for (const role of ['anon', 'authenticated'] as const) {
        await expectRefused(role, 'select * from public.contact_weekly_reports');
        await expectRefused(
          role,
          `insert into public.contact_weekly_reports (week_start, starts_at, ends_at, send_after) values ('2030-01-07', now(), now() + interval '1 day', now() + interval '2 days')`,
        );
        await expectRefused(role, 'update public.contact_weekly_reports set sent_at = now()');
        await expectRefused(role, 'delete from public.contact_weekly_reports');
        await expectRefused(role, 'select * from public.contact_weekly_report_week(now())');
        await expectRefused(role, `select * from public.outbox_claim('rapport-hebdomadaire')`);
        await expectRefused(role, `select public.outbox_due('rapport-hebdomadaire')`);
        await expectRefused(role, 'select * from public.outbox_rapport_hebdomadaire');
        await expectRefused(role, 'select * from public.lead_figures(null, null, now(), 20)');
        await expectRefused(role, `select public.outbox_mark_sent('rapport-hebdomadaire', gen_random_uuid(), gen_random_uuid())`);
        await expectRefused(role, `select public.outbox_defer('rapport-hebdomadaire', gen_random_uuid(), gen_random_uuid(), 'x')`);
        await expectRefused(role, `select public.outbox_fail('rapport-hebdomadaire', gen_random_uuid(), gen_random_uuid(), 'x')`);
        await expectRefused(role, 'update public.contact_request_settings set weekly_report_first_week = $1', ['2020-01-06']);
      }
    });
  });
}
