// The promise clock is the school's opening hours (20261128140000, issue 33 point 2), on a fake
// clock: a request's created_at (which the service role may set) and the instants given to the
// clock's functions. A reference model written here, from the database's own intervals and
// holidays read once (the facts module's copy is compared by schoolFacts.test.ts), says what every
// due time and reminder must be; the every-hour week, the sending rule's edges, a property test
// over random instants, and the request taken and forgotten: one lateness alert, never two.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frenchDeadline } from '../functions/_shared/frenchTime.ts';
import { caught, committedAs, type Role, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const DOMAIN = 'horloge.example';
let sequence = 0;

interface Interval {
  weekday: number;
  opens: number;
  closes: number;
}

/** Minutes since midnight of `HH:MM[:SS]`. */
const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return hour! * 60 + minute!;
};
/** `2026-11-09` + n days. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const wall = (day: string, minutes: number) => {
  const whole = Math.round(minutes);
  return `${day} ${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

/** The clock, in Paris wall-clock minutes (the school is closed at every summer-time change). */
class ReferenceClock {
  constructor(
    readonly intervals: readonly Interval[],
    readonly holidays: ReadonlySet<string>,
  ) {}

  open(day: string): Interval[] {
    if (this.holidays.has(day)) return [];
    return this.intervals.filter((interval) => interval.weekday === isoWeekday(day)).sort((a, b) => a.opens - b.opens);
  }

  /** `YYYY-MM-DD HH:MM`, `hours` open hours after the wall-clock time `at`. */
  after(at: string, hours: number): string {
    let [day, time] = at.split(' ') as [string, string];
    let from = minutesOf(time);
    // Rounded to the microsecond: 24 × 0.9 is not exact in binary, the database's numeric is.
    let left = Math.round(hours * 60 * 1e6) / 1e6;
    for (let step = 0; step < 400; step += 1) {
      for (const interval of this.open(day)) {
        const start = Math.max(from, interval.opens);
        if (start >= interval.closes) continue;
        if (left <= interval.closes - start) return wall(day, start + left);
        left -= interval.closes - start;
      }
      day = addDays(day, 1);
      from = 0;
    }
    throw new Error('no opening hours');
  }

  /** The sending rule: `at` if open with 30 minutes left before the closing, else the next opening. */
  sendable(at: string): string {
    let [day, time] = at.split(' ') as [string, string];
    let from = minutesOf(time);
    for (let step = 0; step < 400; step += 1) {
      for (const interval of this.open(day)) {
        if (from < interval.opens) return wall(day, interval.opens);
        if (from <= interval.closes - 30) return wall(day, from);
      }
      day = addDays(day, 1);
      from = 0;
    }
    throw new Error('no opening hours');
  }

  /** The interval `at` falls in (after its opening, at its closing at the latest), if any. */
  within(at: string): Interval | undefined {
    const [day, time] = at.split(' ') as [string, string];
    const minute = minutesOf(time);
    return this.open(day).find((interval) => minute > interval.opens && minute <= interval.closes);
  }
}

/** The reply promises the every-hour week walks: the usual 24 h and accessibility's 48 h. */
const PROMISES = [
  { reason: 'Formation IA', hours: 24 },
  { reason: 'Accessibilité et handicap', hours: 48 },
] as const;

/** A week with a public holiday (Wednesday 11 November, Armistice) and a weekend. */
const WEEK = '2026-11-09';

export function describeOpeningHours(getDb: () => SqlEngine): void {
  const db = () => getDb();
  let clock: ReferenceClock;

  const paris = (column: string) => `to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI')`;
  const at = (param: string) => `(${param}::timestamp at time zone 'Europe/Paris')`;

  async function expectRefused(role: Role, sql: string, params?: unknown[]): Promise<void> {
    const error = await caught(rolledBackAs(db(), role, () => db().query(sql, params)));
    expect(error.code, `${role}: ${sql}`).toBe('42501');
  }

  describe('the opening hours (20261128140000)', () => {
    beforeAll(async () => {
      const { rows: intervals } = await db().query<{ weekday: number; opens: string; closes: string }>(
        'select weekday, opens::text, closes::text from public.business_opening_hours',
      );
      const { rows: holidays } = await db().query<{ day: string }>(`select to_char(day, 'YYYY-MM-DD') as day from public.public_holidays`);
      clock = new ReferenceClock(
        intervals.map((row) => ({ weekday: row.weekday, opens: minutesOf(row.opens), closes: row.closes === '24:00:00' ? 1440 : minutesOf(row.closes) })),
        new Set(holidays.map((row) => row.day)),
      );
    });

    afterAll(async () => {
      await db().query('delete from public.contact_requests where email like $1', [`%@${DOMAIN}`]);
    });

    it('are Monday to Friday, 9:00–12:30 and 13:30–17:30, the provisional hours; overlapping intervals are refused', async () => {
      const { rows } = await db().query<{ weekday: number; opens: string; closes: string }>(
        'select weekday, opens::text, closes::text from public.business_opening_hours order by weekday, opens',
      );
      expect(rows).toEqual(
        [1, 2, 3, 4, 5].flatMap((weekday) => [
          { weekday, opens: '09:00:00', closes: '12:30:00' },
          { weekday, opens: '13:30:00', closes: '17:30:00' },
        ]),
      );
      const overlap = await caught(
        rolledBackAs(db(), 'service_role', () => db().query(`insert into public.business_opening_hours values (1, '12:00', '14:00')`)),
      );
      expect(overlap.code).toBe('23P01');
      const backwards = await caught(
        rolledBackAs(db(), 'service_role', () => db().query(`insert into public.business_opening_hours values (6, '12:00', '10:00')`)),
      );
      expect(backwards.code).toBe('23514');
    });

    it('nobody but the service role reads or changes them, or calls the clock', async () => {
      for (const role of ['anon', 'authenticated'] as const) {
        await expectRefused(role, 'select * from public.business_opening_hours');
        await expectRefused(role, `insert into public.business_opening_hours values (6, '09:00', '12:00')`);
        await expectRefused(role, 'select public.staff_mail_time(now())');
        await expectRefused(role, 'select public.business_hours_after(now(), 1)');
        await expectRefused(role, 'select public.opening_seconds(current_date, localtimestamp, localtimestamp)');
      }
    });
  });

  describe('a request at every hour of a week with a holiday and a weekend, for each promise', () => {
    it('is due inside an opening interval, and reminded within opening hours with real time left, as the model says', async () => {
      const sent = Array.from({ length: 7 * 24 }, (_, hour) => wall(addDays(WEEK, Math.floor(hour / 24)), (hour % 24) * 60));
      const ids = await committedAs(db(), 'service_role', async () => {
        const stored: { id: string; sent: string; hours: number }[] = [];
        for (const promise of PROMISES) {
          const { rows } = await db().query<{ id: string; sent: string }>(
            `insert into public.contact_requests (name, email, reason, message, created_at)
             select 'Camille Horloge', 'camille-' || n || '-' || $3 || '@${DOMAIN}', $1, 'Bonjour.', (s::timestamp at time zone 'Europe/Paris')
               from unnest($2::text[]) with ordinality as t (s, n)
             returning id, ${paris('created_at')} as sent`,
            [promise.reason, sent, (sequence += 1)],
          );
          stored.push(...rows.map((row) => ({ ...row, hours: promise.hours })));
        }
        return stored;
      });
      expect(ids).toHaveLength(2 * 168);
      const { rows } = await db().query<{ id: string; due: string; due_local: string; team: string; manager: string; left_team: string; left_manager: string }>(
        `select request_id as id, ${paris('due_at')} as due, to_char(due_at at time zone 'Europe/Paris', 'YYYY-MM-DD"T"HH24:MI:SS') as due_local,
                ${paris('team_reminder_at')} as team, ${paris('manager_reminder_at')} as manager,
                public.business_hours_between(team_reminder_at, due_at)::text as left_team,
                public.business_hours_between(manager_reminder_at, due_at)::text as left_manager
           from public.contact_request_followups where request_id = any($1::uuid[])`,
        [ids.map((row) => row.id)],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const problems: string[] = [];
      for (const request of ids) {
        const row = byId.get(request.id)!;
        const expected = {
          due: clock.after(request.sent, request.hours),
          team: clock.sendable(clock.after(request.sent, request.hours * 0.5)),
          manager: clock.sendable(clock.after(request.sent, request.hours * 0.9)),
        };
        const where = `${request.sent} (${request.hours} h)`;
        if (row.due !== expected.due || row.team !== expected.team || row.manager !== expected.manager) {
          problems.push(`${where}: ${JSON.stringify({ due: row.due, team: row.team, manager: row.manager })} ≠ ${JSON.stringify(expected)}`);
        }
        // The due time inside an opening interval; no day of the weekend or the holiday.
        if (clock.within(row.due) === undefined) problems.push(`${where}: due ${row.due} outside the opening hours`);
        // Each reminder while the school is open, at least 30 minutes before the closing.
        for (const reminder of [row.team, row.manager]) {
          const interval = clock.within(reminder) ?? clock.open(reminder.slice(0, 10)).find((open) => open.opens === minutesOf(reminder.slice(11)));
          if (interval === undefined || minutesOf(reminder.slice(11)) > interval.closes - 30) {
            problems.push(`${where}: reminder ${reminder} without time left to act`);
          }
        }
        // Real time left before the due time: half the promise, and 10 % less the 30 minutes the rule may take.
        if (Number(row.left_team) < request.hours * 0.5 - 0.5 || Number(row.left_manager) < request.hours * 0.1 - 0.5) {
          problems.push(`${where}: reminders leave ${row.left_team} h and ${row.left_manager} h`);
        }
        // The deadline as a person says it.
        const said = frenchDeadline(row.due_local) ?? '';
        if (
          !/^(lundi|mardi|mercredi|jeudi|vendredi) \d{1,2}(er)? [a-zéû]+, avant \d{1,2}\u00a0h(\u00a0\d{2})?$/.test(said) ||
          /avant 0\u00a0h|minuit/.test(said)
        ) {
          problems.push(`${where}: deadline « ${said} »`);
        }
      }
      expect(problems).toEqual([]);
      // Of the week's 168 hours, the school is open 30 h (Wednesday is a holiday): most requests
      // arrive while it is closed, and all of them still get their reminders in opening hours.
      expect(new Set(rows.map((row) => row.team.slice(11))).size).toBeGreaterThan(5);
    }, 120_000);
  });

  describe('the sending rule of staff mails', () => {
    const cases: readonly [why: string, moment: string, sent: string][] = [
      ['open with time left: at once', '2026-11-09 10:00', '2026-11-09 10:00'],
      ['thirty minutes before the lunch closing: still at once', '2026-11-09 12:00', '2026-11-09 12:00'],
      ['twenty-five minutes before the lunch closing: after lunch', '2026-11-09 12:05', '2026-11-09 13:30'],
      ['during lunch: the afternoon’s opening', '2026-11-09 12:45', '2026-11-09 13:30'],
      ['the evening before a holiday: the day after it', '2026-11-10 17:15', '2026-11-12 09:00'],
      ['Friday evening: Monday morning', '2026-11-13 17:10', '2026-11-16 09:00'],
      ['a Sunday night: Monday morning', '2026-11-15 23:00', '2026-11-16 09:00'],
      ['before the opening: at the opening', '2026-11-16 07:36', '2026-11-16 09:00'],
    ];
    it.each(cases)('%s', async (_, moment, sent) => {
      const { rows } = await db().query<{ sent: string }>(`select ${paris(`public.staff_mail_time(${at('$1')})`)} as sent`, [moment]);
      expect(rows[0]!.sent).toBe(sent);
      expect(clock.sendable(moment)).toBe(sent);
    });

    it('a reminder is never moved past its due time (a promise of one hour, due at a closing)', async () => {
      // 1 h from 16:30: due 17:30; its 90 % at 17:24 would go the next morning, after the due time.
      const { rows } = await db().query<{ reminder: string }>(
        `select ${paris(`public.contact_request_reminder_time(${at('$1')}, 0.9, public.business_hours_after(${at('$1')}, 1))`)} as reminder`,
        ['2026-11-09 16:30'],
      );
      expect(rows[0]!.reminder).toBe('2026-11-09 17:24');
    });
  });

  describe('the clock, property-tested over random instants of 2025–2030', () => {
    // Random Paris wall-clock minutes (never in a summer-time gap: the school is closed then).
    const instant = fc
      .record({ day: fc.integer({ min: 0, max: 6 * 365 }), minute: fc.integer({ min: 0, max: 1439 }) })
      .map(({ day, minute }) => wall(addDays('2025-01-01', day), minute))
      .filter((value) => !/^20\d\d-(03-(2[5-9]|3[01])|10-(2[5-9]|3[01])) 0[23]:/.test(value));

    it('business_hours_after is the model’s; business_hours_between(t, after(t, h)) = h and between is antisymmetric', async () => {
      await fc.assert(
        fc.asyncProperty(instant, fc.integer({ min: 0, max: 240 * 4 }), instant, async (from, quarters, other) => {
          const hours = quarters / 4;
          const { rows } = await db().query<{ due: string; back: string; forth: string; reverse: string }>(
            `with t as (select ${at('$1')} as t, ${at('$3')} as u)
             select ${paris('public.business_hours_after(t, $2)')} as due,
                    public.business_hours_between(t, public.business_hours_after(t, $2))::text as back,
                    public.business_hours_between(t, u)::text as forth, public.business_hours_between(u, t)::text as reverse
               from t`,
            [from, hours, other],
          );
          const row = rows[0]!;
          expect(row.due).toBe(clock.after(from, hours));
          expect(Number(row.back)).toBeCloseTo(hours, 9);
          expect(Number(row.forth) + Number(row.reverse)).toBeCloseTo(0, 9);
        }),
        { numRuns: 120, seed: 20261128 },
      );
    }, 120_000);
  });

  describe('a request taken and forgotten (issue 33): late, one alert to the team, its owner and the manager, never two', () => {
    const asService = <T>(body: () => Promise<T>) => committedAs(db(), 'service_role', body);

    async function storeTaken(sent: string): Promise<string> {
      return asService(async () => {
        const { rows } = await db().query<{ id: string }>(
          `insert into public.contact_requests (name, email, reason, message, created_at)
           values ('Camille Oubli', $1, 'Formation IA', 'Bonjour.', ${at('$2')}) returning id`,
          [`oubli-${(sequence += 1)}@${DOMAIN}`, sent],
        );
        const id = rows[0]!.id;
        await db().query(`select public.take_contact_request($1, 'Dominique')`, [id]);
        await db().query(`update public.contact_request_followups set owner_email = 'dominique@ecole.example' where request_id = $1`, [id]);
        return id;
      });
    }

    const mails = async (id: string) =>
      (
        await db().query<{ kind: string; state: string; send: string; rule: boolean }>(
          `select m.kind, m.state, ${paris('m.send_after')} as send, m.send_after = public.staff_mail_time(f.late_at) as rule
             from public.contact_request_mails as m join public.contact_request_followups as f on f.request_id = m.request_id
            where m.request_id = $1 order by m.kind`,
          [id],
        )
      ).rows;

    it('marked late by the sweep: the alert is planned once, at the sending rule’s moment, claimed with who has it, sent once', async () => {
      const id = await storeTaken('2026-11-02 10:00'); // due Thursday 5 November 11:30, long past
      await asService(() => db().query('select public.mark_late_contact_requests()'));
      await asService(() => db().query('select public.mark_late_contact_requests()'));
      const planned = (await mails(id)).filter((mail) => mail.kind === 'retard');
      expect(planned).toEqual([{ kind: 'retard', state: 'en attente', send: expect.any(String), rule: true }]);
      // Whatever the time the test runs at, make it due (first in the sweep's order), then claim
      // one mail as the sweep does.
      await db().query(`update public.contact_request_mails set send_after = '2000-01-01' where request_id = $1 and kind = 'retard'`, [id]);
      const claim = () =>
        asService(
          async () =>
            (
              await db().query<{ key: string; request_id: string; kind: string; claim: string; taken_by: string; owner_email: string; due_local: string }>(
                `select key, item->>'request_id' as request_id, item->>'kind' as kind, claim, item->>'taken_by' as taken_by,
                        item->>'owner_email' as owner_email, (item->>'due_local')::timestamp::text as due_local
                   from public.outbox_claim('suivi', 1)`,
              )
            ).rows,
        );
      const alert = (await claim())[0]!;
      expect(alert).toMatchObject({ request_id: id, kind: 'retard' });
      expect(alert).toMatchObject({ taken_by: 'Dominique', owner_email: 'dominique@ecole.example', due_local: '2026-11-05 11:30:00' });
      expect(frenchDeadline(alert.due_local)).toBe('jeudi 5 novembre, avant 11\u00a0h\u00a030');
      const marked = await asService(
        async () => (await db().query<{ ok: boolean }>(`select public.outbox_mark_sent('suivi', $1, $2, 'p-1') as ok`, [alert.key, alert.claim])).rows[0]!.ok,
      );
      expect(marked).toBe(true);
      // Marked again and swept again: no second alert.
      await asService(() => db().query('select public.mark_late_contact_requests()'));
      expect((await mails(id)).map(({ kind, state }) => ({ kind, state }))).toEqual([
        { kind: 'accuse-reception', state: expect.any(String) },
        { kind: 'rappel-equipe', state: 'annulé' },
        { kind: 'rappel-responsable', state: 'annulé' },
        { kind: 'retard', state: 'envoyé' },
      ]);
    });

    it('paused past its due time: marked late then, its alert planned once; answered before it leaves: cancelled', async () => {
      const id = await storeTaken('2026-11-02 10:00');
      await asService(() => db().query(`select public.pause_contact_request($1, 'Dominique', now())`, [id]));
      expect((await mails(id)).filter((mail) => mail.kind === 'retard')).toMatchObject([{ state: 'en attente', rule: true }]);
      await asService(() => db().query('select public.resume_contact_request($1, now())', [id]));
      await asService(() => db().query('select public.mark_late_contact_requests()'));
      expect((await mails(id)).filter((mail) => mail.kind === 'retard')).toHaveLength(1);
      await asService(() => db().query(`select public.answer_contact_request($1, 'Dominique')`, [id]));
      await db().query(`update public.contact_request_mails set send_after = now() - interval '1 minute' where request_id = $1 and kind = 'retard'`, [id]);
      // The sweep's claim cancels it (in a transaction rolled back: the other tests' mails stay).
      const states = await rolledBackAs(db(), 'service_role', async () => {
        await db().query(`select * from public.outbox_claim('suivi', 100)`);
        return (await db().query<{ state: string }>(`select state from public.contact_request_mails where request_id = $1 and kind = 'retard'`, [id])).rows;
      });
      expect(states).toEqual([{ state: 'annulé' }]);
    });

    it('a request not late plans no alert', async () => {
      const id = await storeTaken('2099-11-02 10:00');
      await asService(() => db().query('select public.mark_late_contact_requests()'));
      expect((await mails(id)).filter((mail) => mail.kind === 'retard')).toEqual([]);
    });
  });
}
