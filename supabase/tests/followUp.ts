// Every request answered within its promise (20261126120000, issue 21): the business-hours clock
// on a fake clock (a request's created_at, which only the service role may set), the due time and
// the reminder times computed when it is stored, the follow-up state staff move, the lateness the
// sweep marks once, and the views staff open, none of it reachable with the public key.

import { afterAll, describe, expect, it } from 'vitest';
import { caught, committedAs, type Role, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const DOMAIN = 'suivi.example';
let sequence = 0;

/** A Paris wall-clock time as the database shows it back. */
const paris = (column: string) => `to_char(${column} at time zone 'Europe/Paris', 'Dy YYYY-MM-DD HH24:MI')`;

/**
 * The clock on the days that matter (Europe/Paris times; 2026: Easter Monday 6 April, 1 and 8 May
 * on Fridays, Ascension Thursday 14 May, summer time from Sunday 29 March). The school is open
 * Monday to Friday, 9:00–12:30 and 13:30–17:30 (7 h 30 a day: the provisional hours of
 * 20261128140000, issue 33); a business hour is an hour the school is open.
 */
export const DUE_TIME_CASES: readonly { why: string; sent: string; hours: number; due: string }[] = [
  {
    why: 'a Tuesday morning, 24 h: 7 h 15 that day, 7 h 30 on Wednesday and Thursday, 1 h 45 on Friday',
    sent: '2026-03-03 09:15',
    hours: 24,
    due: 'Fri 2026-03-06 10:45',
  },
  { why: 'a late Friday, 24 h: half an hour on Friday, the clock stops for the weekend', sent: '2026-03-06 17:00', hours: 24, due: 'Thu 2026-03-12 10:00' },
  { why: 'Friday at 23:30, 24 h: from Monday’s opening', sent: '2026-03-06 23:30', hours: 24, due: 'Thu 2026-03-12 10:30' },
  { why: 'a Saturday, 24 h: from Monday’s opening too', sent: '2026-03-07 10:00', hours: 24, due: 'Thu 2026-03-12 10:30' },
  { why: 'the Thursday before Easter, 24 h: Good Friday works, Easter Monday does not', sent: '2026-04-02 14:00', hours: 24, due: 'Wed 2026-04-08 15:30' },
  { why: 'Good Friday noon, 24 h: over the weekend and Easter Monday', sent: '2026-04-03 12:00', hours: 24, due: 'Thu 2026-04-09 14:30' },
  { why: 'the evening before a Friday holiday (1 May), 24 h', sent: '2026-04-30 18:00', hours: 24, due: 'Thu 2026-05-07 10:30' },
  { why: 'Ascension Wednesday, 48 h: Thursday is off', sent: '2026-05-13 10:00', hours: 48, due: 'Fri 2026-05-22 14:00' },
  { why: 'Friday before summer time, 24 h: local opening hours on both sides', sent: '2026-03-27 17:00', hours: 24, due: 'Thu 2026-04-02 10:00' },
  { why: 'Christmas Eve 2026 (Thursday), 24 h: Christmas Friday off, due at a closing', sent: '2026-12-24 16:00', hours: 24, due: 'Wed 2026-12-30 17:30' },
  { why: 'a late Friday, 12 h (the 50 % reminder of 24 h): over lunch', sent: '2026-03-06 17:00', hours: 12, due: 'Tue 2026-03-10 14:00' },
  { why: 'at lunch, 1 h: from the afternoon’s opening', sent: '2026-03-03 12:45', hours: 1, due: 'Tue 2026-03-03 14:30' },
  { why: 'at a closing, 0 h: the next opening', sent: '2026-03-03 17:30', hours: 0, due: 'Wed 2026-03-04 09:00' },
];

export function describeFollowUp(getDb: () => SqlEngine): void {
  const db = () => getDb();

  /** Stores a request as the service role, as if sent at `sent` (Paris time). */
  async function storeAt(sent: string, reason = 'Formation IA'): Promise<string> {
    sequence += 1;
    return committedAs(db(), 'service_role', async () => {
      const { rows } = await db().query<{ id: string }>(
        `insert into public.contact_requests (name, email, reason, message, created_at)
           values ('Camille Suivi', $1, $2, 'Bonjour.', ($3::timestamp at time zone 'Europe/Paris')) returning id`,
        [`camille-${sequence}@${DOMAIN}`, reason, sent],
      );
      return rows[0]!.id;
    });
  }

  async function followUp(id: string) {
    const { rows } = await db().query<{
      state: string;
      reference: string;
      promise_hours: number;
      due: string;
      team: string;
      manager: string;
      taken_by: string | null;
      answered: boolean;
      closed_why: string | null;
    }>(
      `select state, reference, promise_hours, ${paris('due_at')} as due, ${paris('team_reminder_at')} as team,
              ${paris('manager_reminder_at')} as manager, taken_by, answered_at is not null as answered, closed_why
         from public.contact_request_followups where request_id = $1`,
      [id],
    );
    return rows[0]!;
  }

  const act = (sql: string, params: unknown[]) =>
    committedAs(db(), 'service_role', async () => (await db().query<{ result: string }>(sql, params)).rows[0]!.result);
  const take = (id: string, by: string) => act('select public.take_contact_request($1, $2) as result', [id, by]);
  const answer = (id: string, by: string) => act('select public.answer_contact_request($1, $2) as result', [id, by]);
  const close = (id: string, why: string) => act('select public.close_contact_request($1, $2) as result', [id, why]);

  async function expectRefused(role: Role, sql: string, params?: unknown[]): Promise<void> {
    const error = await caught(rolledBackAs(db(), role, () => db().query(sql, params)));
    expect(error.code, `${role}: ${sql}`).toBe('42501');
  }

  afterAll(async () => {
    await db().query('delete from public.contact_requests where email like $1', [`%@${DOMAIN}`]);
  });

  describe('the reply clock (business hours, Europe/Paris, French public holidays)', () => {
    it.each(DUE_TIME_CASES)('$why', async ({ sent, hours, due }) => {
      const { rows } = await db().query<{ due: string }>(
        `select ${paris(`public.business_hours_after(($1::timestamp at time zone 'Europe/Paris'), $2)`)} as due`,
        [sent, hours],
      );
      expect(rows[0]!.due).toBe(due);
    });

    it('a request stored on a late Friday is due the next Thursday, reminded at 50 % and 90 % of its open hours, within them', async () => {
      const id = await storeAt('2026-03-06 17:00');
      expect(await followUp(id)).toMatchObject({
        state: 'nouveau',
        promise_hours: 24,
        due: 'Thu 2026-03-12 10:00',
        team: 'Tue 2026-03-10 14:00',
        manager: 'Wed 2026-03-11 16:06',
      });
    });

    it('each reason gets its own promise: 48 h for accessibility, across Easter Monday', async () => {
      const id = await storeAt('2026-04-02 10:00', 'Accessibilité et handicap');
      expect(await followUp(id)).toMatchObject({ promise_hours: 48, due: 'Mon 2026-04-13 14:00', team: 'Wed 2026-04-08 11:30' });
    });

    it('a reference of 8 hexadecimal digits, from the id', async () => {
      const id = await storeAt('2026-03-03 09:00');
      const { reference } = await followUp(id);
      expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
      expect(reference.replace('-', '').toLowerCase()).toBe(id.replaceAll('-', '').slice(0, 8));
    });
  });

  describe('the follow-up state', () => {
    it('nouveau → pris en charge (by whom) → répondu; a replay changes nothing', async () => {
      const id = await storeAt('2026-03-03 09:00');
      expect(await take(id, 'Camille')).toBe('pris-en-charge');
      expect(await followUp(id)).toMatchObject({ state: 'pris en charge', taken_by: 'Camille' });
      expect(await take(id, 'Camille')).toBe('pris-en-charge');
      expect(await take(id, 'Dominique')).toBe('deja-pris');
      expect(await followUp(id)).toMatchObject({ taken_by: 'Camille' });
      expect(await answer(id, 'Dominique')).toBe('repondu');
      expect(await followUp(id)).toMatchObject({ state: 'répondu', taken_by: 'Camille', answered: true });
      expect(await answer(id, 'Camille')).toBe('deja-repondu');
      expect(await take(id, 'Alex')).toBe('deja-repondu');
      expect(await close(id, 'Doublon')).toBe('deja-repondu');
    });

    it('« Répondu » straight from nouveau makes its author the owner', async () => {
      const id = await storeAt('2026-03-03 09:00');
      expect(await answer(id, 'Alex')).toBe('repondu');
      expect(await followUp(id)).toMatchObject({ state: 'répondu', taken_by: 'Alex' });
    });

    it('clos says why, and ends the request: no answer after it', async () => {
      const id = await storeAt('2026-03-03 09:00');
      expect(await close(id, 'Doublon de la demande précédente')).toBe('clos');
      expect(await followUp(id)).toMatchObject({ state: 'clos', closed_why: 'Doublon de la demande précédente' });
      expect(await answer(id, 'Alex')).toBe('deja-clos');
      expect(await close(id, 'Encore')).toBe('deja-clos');
    });

    it('a first name of more than 40 characters, on two lines or blank, and a blank reason are refused (23514)', async () => {
      const id = await storeAt('2026-03-03 09:00');
      for (const name of ['N'.repeat(41), 'Camille\nBcc: x@example.com', '\u00a0 ', 'Camille\u202e']) {
        const error = await caught(take(id, name));
        expect(error.code, JSON.stringify(name)).toBe('23514');
      }
      expect((await caught(close(id, ' '))).code).toBe('23514');
      expect(await followUp(id)).toMatchObject({ state: 'nouveau', taken_by: null });
    });

    it('an unknown request is « inconnue »', async () => {
      expect(await take('00000000-0000-4000-8000-000000000000', 'Camille')).toBe('inconnue');
    });

    it('the sweep marks en retard once, every open request past its due time, and none other', async () => {
      const past = await storeAt('2026-03-03 09:00');
      const answered = await storeAt('2026-03-03 09:00');
      await answer(answered, 'Alex');
      const future = await storeAt('2099-03-03 09:00');
      const mark = () => act('select public.mark_late_contact_requests()::text as result', []);
      expect(Number(await mark())).toBeGreaterThanOrEqual(1);
      expect(await followUp(past)).toMatchObject({ state: 'en retard' });
      expect(await followUp(answered)).toMatchObject({ state: 'répondu' });
      expect(await followUp(future)).toMatchObject({ state: 'nouveau' });
      const { rows } = await db().query<{ late_at: Date }>('select late_at from public.contact_request_followups where request_id = $1', [past]);
      expect(await mark()).toBe('0');
      const again = await db().query<{ late_at: Date }>('select late_at from public.contact_request_followups where request_id = $1', [past]);
      expect(again.rows[0]!.late_at).toEqual(rows[0]!.late_at);
      // Late, a request can still be taken and answered.
      expect(await answer(past, 'Camille')).toBe('repondu');
      expect(await followUp(past)).toMatchObject({ state: 'répondu' });
    });
  });

  describe('what staff open: requests_due, requests_late, requests_followup', () => {
    it('open requests in time and late ones, each sorted by due time; answered and closed ones in neither', async () => {
      const later = await storeAt('2099-01-06 10:00');
      const sooner = await storeAt('2099-01-05 10:00');
      const late = await storeAt('2026-01-05 10:00');
      const closed = await storeAt('2026-01-05 09:00');
      await close(closed, 'Erreur d’adresse');
      const read = (view: string) =>
        committedAs(db(), 'service_role', async () =>
          (await db().query<{ id: string }>(`select id from public.${view} where id = any($1)`, [[later, sooner, late, closed]])).rows.map((row) => row.id),
        );
      expect(await read('requests_due')).toEqual([sooner, later]);
      expect(await read('requests_late')).toEqual([late]);
      expect((await read('requests_followup')).sort()).toEqual([later, sooner, late, closed].sort());
    });

    it('the public key and signed-in users read none of it, change none of it, and cannot call the functions', async () => {
      const id = await storeAt('2026-03-03 09:00');
      // What staff read on the desk (20261128120000) is granted to authenticated and filtered by
      // row security: a signed-in user who is not staff reads no row (staffDesk.ts: staff do).
      const staffRead = ['contact_request_followups', 'requests_due', 'requests_late', 'requests_followup', 'contact_request_mails'];
      for (const relation of staffRead) {
        const { rows } = await rolledBackAs(db(), 'authenticated', () => db().query(`select * from public.${relation}`));
        expect(rows, relation).toEqual([]);
      }
      for (const role of ['anon', 'authenticated'] as const) {
        for (const relation of [
          ...(role === 'anon' ? staffRead : []),
          'contact_reply_promises',
          'public_holidays',
          'business_opening_hours',
          'contact_weekly_reports',
        ]) {
          await expectRefused(role, `select * from public.${relation}`);
        }
        await expectRefused(role, `update public.contact_request_followups set answered_at = now()`);
        await expectRefused(role, `delete from public.contact_request_followups`);
        await expectRefused(role, 'select public.take_contact_request($1, $2)', [id, 'Pirate']);
        await expectRefused(role, 'select public.answer_contact_request($1, $2)', [id, 'Pirate']);
        await expectRefused(role, 'select public.close_contact_request($1, $2)', [id, 'Pirate']);
        await expectRefused(role, 'select public.mark_late_contact_requests()');
        await expectRefused(role, 'select public.pause_contact_request($1, $2)', [id, 'Pirate']);
        await expectRefused(role, 'select public.resume_contact_request($1)', [id]);
        await expectRefused(role, 'select public.reopen_contact_request($1, $2)', [id, 'Pirate']);
        await expectRefused(role, `select public.business_hours_after(now(), 24)`);
        await expectRefused(role, `update public.contact_reply_promises set business_hours = 1`);
        await expectRefused(role, `select * from public.outbox_claim('suivi', 10)`);
        await expectRefused(role, `update public.contact_request_mails set cancelled_at = now()`);
      }
      expect(await followUp(id)).toMatchObject({ state: 'nouveau', taken_by: null });
    });

    it('an anon insert gets its follow-up all the same, due from the moment it was stored', async () => {
      const email = `anonyme-${(sequence += 1)}@${DOMAIN}`;
      await committedAs(db(), 'anon', () =>
        db().query(`insert into public.contact_requests (name, email, message) values ('Camille', $1, 'Bonjour.')`, [email]),
      );
      const { rows } = await db().query<{ state: string; hours: number; in_time: boolean }>(
        `select f.state, f.promise_hours as hours, f.due_at > r.created_at as in_time
           from public.contact_requests r join public.contact_request_followups f on f.request_id = r.id where r.email = $1`,
        [email],
      );
      expect(rows).toEqual([{ state: 'nouveau', hours: 24, in_time: true }]);
    });

    it('a request gets its acknowledgement and its two reminders when stored, due at once, at 50 % and 90 % of its promise', async () => {
      const id = await storeAt('2026-03-06 17:00');
      const { rows } = await db().query<{ kind: string; at: string; state: string }>(
        `select kind, ${paris('send_after')} as at, state from public.contact_request_mails where request_id = $1 order by kind`,
        [id],
      );
      expect(rows).toEqual([
        // The visitor's acknowledgement, due at once (20261126150000).
        { kind: 'accuse-reception', at: 'Fri 2026-03-06 17:00', state: 'en attente' },
        { kind: 'rappel-equipe', at: 'Tue 2026-03-10 14:00', state: 'en attente' },
        { kind: 'rappel-responsable', at: 'Wed 2026-03-11 16:06', state: 'en attente' },
      ]);
    });

    it('deleting a request deletes its follow-up', async () => {
      const id = await storeAt('2026-03-03 09:00');
      await db().query('delete from public.contact_requests where id = $1', [id]);
      const { rows } = await db().query('select 1 from public.contact_request_followups where request_id = $1', [id]);
      expect(rows).toEqual([]);
      const { rows: reminders } = await db().query('select 1 from public.contact_request_mails where request_id = $1', [id]);
      expect(reminders).toEqual([]);
    });
  });
}
