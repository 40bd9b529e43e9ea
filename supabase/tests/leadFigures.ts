// One definition of the week's figures (20261128150000, issue 33 point 1): public.lead_figures on a
// fixture week, read at chosen instants. Each request counted once (on time, late, still open,
// closed), answered late counts late, a request waiting on the visitor is open and not late, what
// happened after the instant does not count yet, the rows capped with « (N autres) », and who may
// read it. Its three readers print these rows as they are: the mail and `npm run lead-report` side
// by side in packages/campaigns/test/weeklyReportMail.test.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caught, committedAs, type JwtClaims, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const DOMAIN = 'chiffres.example';
const STAFF = 'sacha@chiffres-ecole.example';
const STAFF_CLAIMS: JwtClaims = { role: 'authenticated', email: STAFF, sub: '00000000-0000-4000-8000-0000000000c1' };
const STRANGER_CLAIMS: JwtClaims = { role: 'authenticated', email: 'quelquun@exemple.org', sub: '00000000-0000-4000-8000-0000000000c2' };

/** A week nobody else's fixture uses: Monday 1 to Sunday 7 February 2027 (UTC+1). */
const FROM = '2027-01-31T23:00:00Z';
const TO = '2027-02-07T23:00:00Z';

interface Figures {
  dimension: string;
  place: number;
  label: string;
  requests: number;
  on_time: number;
  late: number;
  still_open: number;
  closed: number;
  share_on_time: string | null;
  median_hours: string | null;
  p90_hours: string | null;
}

/**
 * The fixture: when each request was sent (Paris), and what staff did, in hours after it was sent
 * (`answered`, `closed`, `paused`). Due times are the opening-hours clock's (24 h: Monday 10:00 →
 * Thursday 11:30).
 */
const FIXTURE = [
  { key: 'on-time', sent: '2027-02-01 10:00', campaign: 'salon', answered: 2 }, // due Thu 4 Feb 11:30
  { key: 'answered-late', sent: '2027-02-01 10:00', campaign: 'salon', answered: 80 }, // Thu 4 Feb 18:00: late
  { key: 'open-late', sent: '2027-02-01 11:00', campaign: 'rentree' }, // due Thu 4 Feb 12:30
  { key: 'closed', sent: '2027-02-02 10:00', closed: 1 },
  { key: 'paused', sent: '2027-02-01 10:00', paused: 1 }, // waiting on the visitor since Monday 11:00
  { key: 'open', sent: '2027-02-05 16:00', campaign: 'rentree' }, // Friday: due Wednesday 10 February
  { key: 'answered-after', sent: '2027-02-03 09:00', answered: 200 }, // answered long after the instant read
] as const;

export function describeLeadFigures(getDb: () => SqlEngine): void {
  const db = () => getDb();
  const asService = <T>(body: () => Promise<T>) => committedAs(db(), 'service_role', body);

  const figures = (at: string, maxRows = 20, from: string | null = FROM, to: string | null = TO) =>
    asService(async () =>
      (await db().query<Figures>('select * from public.lead_figures($1, $2, $3, $4)', [from, to, at, maxRows])).rows.map((row) => ({
        ...row,
        share_on_time: row.share_on_time === null ? null : String(Number(row.share_on_time)),
      })),
    );

  describe('public.lead_figures: one definition of the week’s figures (issue 33)', () => {
    beforeAll(async () => {
      await asService(async () => {
        await db().query(`insert into public.staff_members (email, role, name) values ($1, 'equipe', 'Sacha')`, [STAFF]);
        for (const [index, request] of FIXTURE.entries()) {
          const { rows } = await db().query<{ id: string }>(
            `insert into public.contact_requests (name, email, reason, message, created_at, utm_campaign, landing_path)
             values ('Zoé Chiffres', $1, 'Formation IA', 'Message confidentiel', ($2::timestamp at time zone 'Europe/Paris'), $3, '/contact') returning id`,
            [`zoe-${index}@${DOMAIN}`, request.sent, 'campaign' in request ? request.campaign : null],
          );
          const id = rows[0]!.id;
          const after = (hours: number) => `r.created_at + ${hours} * interval '1 hour'`;
          const set = (assignments: string) =>
            db().query(
              `update public.contact_request_followups as f set ${assignments} from public.contact_requests as r where r.id = f.request_id and f.request_id = $1`,
              [id],
            );
          if ('answered' in request) await set(`answered_at = ${after(request.answered)}, taken_at = r.created_at, taken_by = 'Camille'`);
          if ('closed' in request) await set(`closed_at = ${after(request.closed)}, closed_why = 'Doublon'`);
          if ('paused' in request) await set(`paused_at = ${after(request.paused)}, paused_hours_left = 20, taken_at = r.created_at, taken_by = 'Camille'`);
        }
      });
    });

    afterAll(async () => {
      await db().query('delete from public.contact_requests where email like $1', [`%@${DOMAIN}`]);
      await db().query('delete from public.staff_members where email = $1', [STAFF]);
    });

    it('counts each request once, on time, late, still open or closed, as it stood at the instant read', async () => {
      // Monday 8 February, 08:04 in Paris: the week's Monday mail.
      const rows = await figures('2027-02-08T07:04:17Z');
      const total = rows.at(-1)!;
      expect(total).toEqual({
        dimension: 'total',
        place: 0,
        label: 'Total',
        requests: 7,
        // on-time; answered-late and open-late; paused, open (not yet due) and answered-after (its
        // answer is not known yet, and its due time, Monday 8 February 10:30, is ahead); closed.
        on_time: 1,
        late: 2,
        still_open: 3,
        closed: 1,
        share_on_time: String(1 / 3),
        median_hours: expect.any(String),
        p90_hours: expect.any(String),
      });
      expect(Number(total.median_hours)).toBe(2);
      expect(Number(total.p90_hours)).toBe(80);
      for (const row of rows) expect(row.on_time + row.late + row.still_open + row.closed, row.label).toBe(row.requests);
      expect(rows.map((row) => [row.dimension, row.label, row.requests])).toEqual([
        ['motif', 'Formation IA', 7],
        ['campagne', '(sans campagne)', 3],
        ['campagne', 'rentree', 2],
        ['campagne', 'salon', 2],
        ['page', '/contact', 7],
        ['total', 'Total', 7],
      ]);
    });

    it('the same week read later: the answered-after request is answered late; read earlier, fewer requests and nothing due', async () => {
      const later = (await figures('2027-03-01T12:00:00Z')).at(-1)!;
      // open (due Wednesday 10 February) is late by then; paused stays open.
      expect(later).toMatchObject({ requests: 7, on_time: 1, late: 4, still_open: 1, closed: 1 });
      // Tuesday 2 February 09:00: four requests exist (the closed one is stored an hour later), none due yet.
      const earlier = (await figures('2027-02-02T08:00:00Z')).at(-1)!;
      expect(earlier).toMatchObject({ requests: 4, on_time: 1, late: 0, still_open: 3, closed: 0 });
    });

    it('a request waiting on the visitor is open, not late, even past its old due time; once marked late it is late', async () => {
      const rows = await figures('2027-02-08T07:04:17Z');
      expect(rows.find((row) => row.label === '(sans campagne)')).toMatchObject({ late: 0, still_open: 2, closed: 1 });
      await db().query(
        `update public.contact_request_followups set late_at = paused_at + interval '1 day'
          where request_id = (select id from public.contact_requests where email = $1)`,
        [`zoe-${FIXTURE.findIndex((request) => request.key === 'paused')}@${DOMAIN}`],
      );
      expect((await figures('2027-02-08T07:04:17Z')).find((row) => row.label === '(sans campagne)')).toMatchObject({ late: 1, still_open: 1 });
      await db().query(
        `update public.contact_request_followups set late_at = null where request_id in (select id from public.contact_requests where email like $1)`,
        [`%@${DOMAIN}`],
      );
    });

    it('caps each dimension: the largest rows, then « (N autres) » recomputed over their requests; the total unchanged', async () => {
      const capped = await figures('2027-02-08T07:04:17Z', 2);
      expect(capped.filter((row) => row.dimension === 'campagne').map((row) => [row.place, row.label, row.requests, row.on_time, row.late])).toEqual([
        [1, '(sans campagne)', 3, 0, 0],
        [2, '(2 autres)', 4, 1, 2],
      ]);
      expect(capped.at(-1)).toEqual((await figures('2027-02-08T07:04:17Z')).at(-1));
    });

    it('open ends: from the first request, up to the instant', async () => {
      const all = (await figures('2027-02-08T07:04:17Z', 20, null, null)).at(-1)!;
      expect(all.requests).toBeGreaterThanOrEqual(7);
    });

    it('labels are cleaned as the command’s reportText cleans them: controls and bidirectional marks as �, 80 characters at most', async () => {
      const { rows } = await db().query<{ a: string; b: string }>(
        `select public.report_label(e'salon\\u202e-laval\\u0007') as a, public.report_label(repeat('x', 100)) as b`,
      );
      expect(rows[0]!.a).toBe('salon\ufffd-laval\ufffd');
      expect([...rows[0]!.b]).toHaveLength(80);
      expect(rows[0]!.b.endsWith('…')).toBe(true);
    });

    it('a staff session reads the same figures; a signed-in stranger and the public key are refused (42501)', async () => {
      const args = [FROM, TO, '2027-02-08T07:04:17Z', 20];
      const staff = await rolledBackAs(
        db(),
        'authenticated',
        async () => (await db().query<Figures>('select * from public.lead_figures($1, $2, $3, $4)', args)).rows,
        STAFF_CLAIMS,
      );
      expect(staff.map((row) => ({ ...row, share_on_time: row.share_on_time === null ? null : String(Number(row.share_on_time)) }))).toEqual(
        await figures('2027-02-08T07:04:17Z'),
      );
      const stranger = await caught(
        rolledBackAs(db(), 'authenticated', () => db().query('select * from public.lead_figures($1, $2, $3, $4)', args), STRANGER_CLAIMS),
      );
      expect(stranger.code).toBe('42501');
      const anon = await caught(rolledBackAs(db(), 'anon', () => db().query('select * from public.lead_figures($1, $2, $3, $4)', args), { role: 'anon' }));
      expect(anon.code).toBe('42501');
    });
  });
}
