// The backend's health (20261128160000, issue 33): each sweep's record and when it counts as stale
// (30 minutes), the week's interruptions for the weekly mail, the desk's banner for staff only, the
// launch check's database half (origins, pg_cron's job, the last sweep) and the reminders' contact,
// for the service role only. The function's half and the launch check: functions/backend-health
// and packages/release/test/backendCheck.test.ts.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caught, committedAs, type JwtClaims, type Role, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const STAFF = 'sante@ecole-sante.example';
const signedIn = (email: string): JwtClaims => ({ sub: randomUUID(), email, role: 'authenticated', aud: 'authenticated' });
const STAFF_CLAIMS = signedIn(STAFF);
const STRANGER_CLAIMS = signedIn('quelquun@sante.example');

export function describeBackendHealth(getDb: () => SqlEngine): void {
  const db = () => getDb();
  const asService = <T>(body: () => Promise<T>) => committedAs(db(), 'service_role', body);

  async function record(at: string): Promise<void> {
    await asService(() => db().query('select public.record_contact_sweep($1::timestamptz)', [at]));
  }

  async function status(now: string) {
    const { rows } = await asService(() =>
      db().query<{ last: string | null; minutes: number | null; stale: boolean }>(
        `select to_char(last_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as last, minutes_since as minutes, stale
           from public.contact_sweep_status($1::timestamptz)`,
        [now],
      ),
    );
    return rows[0]!;
  }

  async function gaps(from: string, to: string) {
    const { rows } = await asService(() =>
      db().query<{ gaps: number; longest_minutes: number }>('select * from public.contact_sweep_gaps($1::timestamptz, $2::timestamptz)', [from, to]),
    );
    return rows[0]!;
  }

  async function codeOf(role: Role, sql: string, claims?: JwtClaims): Promise<string> {
    try {
      await rolledBackAs(db(), role, () => db().query(sql), claims);
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  }

  beforeAll(async () => {
    await db().query('delete from public.contact_sweep_runs');
    await db().query(`insert into public.staff_members (email, role, name) values ($1, 'equipe', 'Sacha')`, [STAFF]);
  });

  afterAll(async () => {
    await db().query('delete from public.contact_sweep_runs');
    await db().query('delete from public.staff_members where email = $1', [STAFF]);
    await db().query(`delete from public.contact_requests where email like '%@sante.example'`);
    await db().query('drop schema if exists cron cascade');
  });

  describe('the sweep’s record and the backend’s health (issue 33)', () => {
    it('a database no sweep ever ran on is stale; a run makes it fresh for 30 minutes', async () => {
      expect(await status('2026-11-30T09:00:00Z')).toEqual({ last: null, minutes: null, stale: true });
      await record('2026-11-30T09:00:00Z');
      expect(await status('2026-11-30T09:29:00Z')).toEqual({ last: '2026-11-30T09:00Z', minutes: 29, stale: false });
      expect(await status('2026-11-30T09:31:00Z')).toEqual({ last: '2026-11-30T09:00Z', minutes: 31, stale: true });
    });

    it('keeps 15 days of runs, the week the weekly mail reads and its retries', async () => {
      await record('2026-12-16T09:10:00Z');
      const { rows } = await db().query<{ first: string }>(
        `select to_char(min(ran_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as first from public.contact_sweep_runs`,
      );
      expect(rows).toEqual([{ first: '2026-12-16T09:10Z' }]);
      await db().query('delete from public.contact_sweep_runs');
    });

    it('counts a week’s interruptions over 30 minutes, the last run before the week and the week’s end included', async () => {
      // Every 10 minutes on Monday morning, a 2-hour stop, then again; the job stops on Sunday at 20:00.
      for (const time of ['2026-11-15T23:50:00Z', '2026-11-16T00:00:00Z', '2026-11-16T00:10:00Z', '2026-11-16T02:10:00Z', '2026-11-16T02:20:00Z']) {
        await record(time);
      }
      for (let minute = 0; minute <= 7 * 24 * 60; minute += 10) {
        const at = new Date(Date.parse('2026-11-16T02:30:00Z') + minute * 60_000);
        if (at.getTime() > Date.parse('2026-11-22T20:00:00Z')) break;
        await record(at.toISOString());
      }
      // 00:10 → 02:10 (120 min), then Sunday 20:00 → the week's end at 24:00 (240 min).
      expect(await gaps('2026-11-16T00:00:00Z', '2026-11-23T00:00:00Z')).toEqual({ gaps: 2, longest_minutes: 240 });
      // A quiet day counts nothing; a period before any run counts nothing either.
      expect(await gaps('2026-11-18T00:00:00Z', '2026-11-19T00:00:00Z')).toEqual({ gaps: 0, longest_minutes: 0 });
      expect(await gaps('2026-11-01T00:00:00Z', '2026-11-08T00:00:00Z')).toEqual({ gaps: 0, longest_minutes: 0 });
      // No run in the period, but one before it: the whole period is one interruption.
      expect(await gaps('2026-11-23T00:00:00Z', '2026-11-23T06:00:00Z')).toEqual({ gaps: 1, longest_minutes: 360 });
    });

    it('the desk’s banner: staff read whether the sweep is stale, nobody else', async () => {
      await record(new Date().toISOString());
      const rows = await committedAs(
        db(),
        'authenticated',
        async () => (await db().query<{ stale: boolean }>('select stale from public.desk_sweep_status()')).rows,
        STAFF_CLAIMS,
      );
      expect(rows).toEqual([{ stale: false }]);
      // Never run: raised once the database has been up 30 minutes (not on a stand-in just started).
      await db().query('delete from public.contact_sweep_runs');
      const { rows: uptime } = await db().query<{ long: boolean }>(`select pg_postmaster_start_time() < now() - interval '30 minutes' as long`);
      const never = await committedAs(
        db(),
        'authenticated',
        async () => (await db().query<{ stale: boolean }>('select stale from public.desk_sweep_status()')).rows,
        STAFF_CLAIMS,
      );
      expect(never).toEqual([{ stale: uptime[0]!.long }]);
      await record(new Date().toISOString());
      expect(await codeOf('authenticated', 'select * from public.desk_sweep_status()', STRANGER_CLAIMS)).toBe('42501');
      expect(await codeOf('anon', 'select * from public.desk_sweep_status()')).toBe('42501');
    });

    it('the launch check’s half: the allowed origins and the sweep; pg_cron’s job when the project has pg_cron', async () => {
      const health = async () =>
        (await asService(() => db().query<{ health: Record<string, unknown> }>('select public.backend_health() as health'))).rows[0]!.health;
      const before = await health();
      expect(before).toMatchObject({ sweep: { scheduled: null, stale: false, minutesSinceLastRun: 0 } });
      expect(Array.isArray(before.allowedOrigins)).toBe(true);
      expect(typeof before.allowSameOrigin).toBe('boolean');
      // pg_cron's table as the extension creates it (the columns read), its job inactive, then active.
      await db().exec(`create schema cron; create table cron.job (jobid bigserial primary key, jobname text, schedule text, command text, active boolean)`);
      await db().query(`insert into cron.job (jobname, schedule, command, active) values ('sweep-outbox', '*/10 * * * *', 'select 1', false)`);
      expect(await health()).toMatchObject({ sweep: { scheduled: false } });
      await db().query('update cron.job set active = true');
      expect(await health()).toMatchObject({ sweep: { scheduled: true } });
      expect((await health()).sweep).not.toHaveProperty('legacyJob');
      // The job of a project scheduled before the sweep was its own function (issue 36): it still
      // sweeps (send-contact-email answers it), and is named until replaced.
      await db().query(`update cron.job set jobname = 'send-contact-email-sweep'`);
      expect(await health()).toMatchObject({ sweep: { scheduled: true, legacyJob: 'send-contact-email-sweep' } });
      await db().query(`insert into cron.job (jobname, schedule, command, active) values ('sweep-outbox', '*/10 * * * *', 'select 1', true)`);
      expect((await health()).sweep).not.toHaveProperty('legacyJob');
      await db().exec('drop schema cron cascade');
    });

    it('the reminders’ contact: the stored address and phone, for the service role only', async () => {
      const { rows } = await asService(() =>
        db().query<{ id: string }>(
          `insert into public.contact_requests (name, email, phone, reason, message)
           values ('Sacha Martin', 'sacha@sante.example', '06 12 34 56 78', 'Formation IA', 'Bonjour') returning id`,
        ),
      );
      const id = rows[0]!.id;
      const contact = await asService(() => db().query('select * from public.contact_request_visitor_contact($1::uuid)', [id]));
      expect(contact.rows).toEqual([{ email: 'sacha@sante.example', phone: '06 12 34 56 78' }]);
      for (const [role, claims] of [
        ['anon', undefined],
        ['authenticated', STAFF_CLAIMS],
      ] as const) {
        const error = await caught(rolledBackAs(db(), role, () => db().query('select * from public.contact_request_visitor_contact($1::uuid)', [id]), claims));
        expect(error.code, role).toBe('42501');
      }
    });

    it('gives the public key and staff nothing else: the runs, the record, the health', async () => {
      for (const sql of [
        'select * from public.contact_sweep_runs',
        'select public.record_contact_sweep()',
        'select public.backend_health()',
        'select * from public.contact_sweep_gaps(now(), now())',
      ]) {
        expect(await codeOf('anon', sql), sql).toBe('42501');
        expect(await codeOf('authenticated', sql, STAFF_CLAIMS), sql).toBe('42501');
      }
    });
  });
}
