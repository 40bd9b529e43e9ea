// Visits counted in the database, with no personal data (issue 37; 20261128200000, 20261128200200):
// the daily counters hold no address, agent or identifier; a batch is counted once; rows older
// than 25 months go at the purge, on a clock the test moves; the figures' two functions answer
// staff and the service role only; and the sequential test's verdict at each daily look of a
// fixture is the one computed by hand, never a winner before the rule says so. That the figures
// equal `npm run campaign-report`'s on the same data: packages/campaigns/test/ingest.test.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caught, committedAs, type JwtClaims, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const STAFF = 'dominique@visites-ecole.example';
const STAFF_CLAIMS: JwtClaims = { role: 'authenticated', email: STAFF, sub: '00000000-0000-4000-8000-0000000000d1' };
const STRANGER_CLAIMS: JwtClaims = { role: 'authenticated', email: 'quelquun@exemple.org', sub: '00000000-0000-4000-8000-0000000000d2' };

/** A batch id: 64 hex digits, as the function's SHA-256. */
const batchId = (n: number) => n.toString(16).padStart(64, '0');

const counter = (day: string, visits: number, extra: Record<string, unknown> = {}) => ({
  day,
  landing_path: '/tpe',
  utm_source: 'salon-laval',
  utm_medium: 'print',
  utm_campaign: 'visites-2028',
  utm_term: null,
  utm_content: null,
  other_campaign: false,
  variant: null,
  visits,
  ...extra,
});

interface Figure {
  variant: string;
  visits: number;
  requests: number;
  lead: number;
  threshold: number;
  requests_left: number;
  verdict: string;
  decided_at: string | null;
}

export function describeCampaignVisits(getDb: () => SqlEngine): void {
  const db = () => getDb();
  const asService = <T>(body: () => Promise<T>) => committedAs(db(), 'service_role', body);
  const ingest = (id: number, rows: unknown[], lines = rows.length) =>
    asService(
      async () =>
        (
          await db().query<{ outcome: string }>('select public.ingest_campaign_visits($1, $2, $3, $4::jsonb) as outcome', [
            batchId(id),
            'logpush',
            lines,
            JSON.stringify(rows),
          ])
        ).rows[0]!.outcome,
    );
  const visitsOf = async (where: string) =>
    (
      await db().query<{ day: string; visits: number }>(
        `select to_char(day, 'YYYY-MM-DD') as day, visits from public.campaign_visits where ${where} order by day`,
      )
    ).rows;

  beforeAll(async () => {
    await asService(() => db().query(`insert into public.staff_members (email, role, name) values ($1, 'equipe', 'Dominique')`, [STAFF]));
  });
  afterAll(async () => {
    await db().query(`delete from public.campaign_visits where utm_campaign = 'visites-2028' or day < '2028-01-01' or variant like 'essai-%'`);
    await db().query('delete from public.campaign_visit_batches');
  });

  describe('public.campaign_visits: daily counters and nothing else (issue 37)', () => {
    it('has no column for an address, an agent, a referrer, a time or an identifier', async () => {
      for (const table of ['campaign_visits', 'campaign_visit_batches']) {
        const { rows } = await db().query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
          [table],
        );
        const columns = rows.map((row) => row.column_name);
        expect(
          columns.filter((column) => /ip|addr|agent|user|referr|host|visitor|session|cookie|email|time/i.test(column)),
          table,
        ).toEqual([]);
      }
      const { rows } = await db().query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'campaign_visits' order by ordinal_position`,
      );
      expect(rows.map((row) => row.column_name)).toEqual([
        'day',
        'landing_path',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'utm_term',
        'utm_content',
        'other_campaign',
        'variant',
        'visits',
      ]);
    });

    it('adds a batch’s counts once: posted again, it changes nothing', async () => {
      const rows = [counter('2028-02-01', 3), counter('2028-02-01', 2), counter('2028-02-02', 1)];
      expect(await ingest(1, rows, 40)).toBe('compte');
      expect(await visitsOf(`utm_campaign = 'visites-2028'`)).toEqual([
        { day: '2028-02-01', visits: 5 },
        { day: '2028-02-02', visits: 1 },
      ]);
      expect(await ingest(1, rows, 40)).toBe('deja-recu');
      expect(await ingest(2, [counter('2028-02-02', 4)])).toBe('compte');
      expect(await visitsOf(`utm_campaign = 'visites-2028'`)).toEqual([
        { day: '2028-02-01', visits: 5 },
        { day: '2028-02-02', visits: 5 },
      ]);
      const batches = await db().query<{ lines: number; visits: number }>('select lines, visits from public.campaign_visit_batches where id = $1', [
        batchId(1),
      ]);
      expect(batches.rows).toEqual([{ lines: 40, visits: 6 }]);
    });

    it('refuses a value the school’s tools never issue, a forged campaign with values, a bad variant (23514)', async () => {
      for (const row of [
        counter('2028-02-03', 1, { utm_source: 'Salon Laval' }),
        counter('2028-02-03', 1, { other_campaign: true }),
        counter('2028-02-03', 1, { variant: 'essai:c' }),
        counter('2028-02-03', 1, { landing_path: '/tpe?x=1' }),
        counter('2028-02-03', 0),
      ]) {
        const error = await caught(ingest(100 + Math.floor(Math.random() * 1e6), [row]));
        expect(error.code, JSON.stringify(row)).toBe('23514');
      }
    });

    it('only the service role writes; staff read; a stranger or anon reads nothing', async () => {
      for (const role of ['anon', 'authenticated'] as const) {
        const error = await caught(
          rolledBackAs(db(), role, () => db().query('select public.ingest_campaign_visits($1, $2, 1, $3::jsonb)', [batchId(9), 'logpush', '[]']), STAFF_CLAIMS),
        );
        expect(error.code, role).toBe('42501');
        const insert = await caught(
          rolledBackAs(
            db(),
            role,
            () => db().query(`insert into public.campaign_visits (day, landing_path, visits) values ('2028-02-01', '/tpe', 1)`),
            STAFF_CLAIMS,
          ),
        );
        expect(insert.code, role).toBe('42501');
      }
      const staff = await rolledBackAs(
        db(),
        'authenticated',
        () => db().query(`select count(*)::int as n from public.campaign_visits where utm_campaign = 'visites-2028'`),
        STAFF_CLAIMS,
      );
      expect(staff.rows).toEqual([{ n: 2 }]);
      const stranger = await rolledBackAs(db(), 'authenticated', () => db().query('select count(*)::int as n from public.campaign_visits'), STRANGER_CLAIMS);
      expect(stranger.rows).toEqual([{ n: 0 }]);
      expect((await caught(rolledBackAs(db(), 'anon', () => db().query('select * from public.campaign_visits')))).code).toBe('42501');
    });

    it('purges the rows older than 25 months at the purge’s clock, and only those', async () => {
      await ingest(3, [counter('2026-12-14', 1), counter('2026-12-15', 2), counter('2027-06-01', 3)]);
      const purge = (now: string) => asService(async () => (await db().query<{ n: number }>('select public.purge_campaign_visits($1) as n', [now])).rows[0]!.n);
      // 15 January 2029: 25 months before is 15 December 2026.
      expect(await purge('2029-01-15T10:00:00Z')).toBe(1);
      expect((await visitsOf(`day < '2028-01-01'`)).map((row) => row.day)).toEqual(['2026-12-15', '2027-06-01']);
      expect(await purge('2029-01-15T10:00:00Z')).toBe(0);
      expect(await purge('2029-07-02T00:00:00Z')).toBe(2);
      expect(await visitsOf(`day < '2028-01-01'`)).toEqual([]);
      // Only the service role (the scheduled job) may purge.
      expect((await caught(rolledBackAs(db(), 'authenticated', () => db().query('select public.purge_campaign_visits()'), STAFF_CLAIMS))).code).toBe('42501');
    });
  });

  describe('public.experiment_figures: the sequential test, read every day (issue 37, point 4)', () => {
    /**
     * Requests of two experiments, in the order they came (UTC). N = 16: B wins at a lead of
     * ceil(2√16) = 8. N = 9: at a lead of 6, else no winner at the 9th request.
     */
    const WINNER = 'essai-gagnant';
    const DRAW = 'essai-egal';
    const DAYS: Record<string, { at: string; variant: 'a' | 'b'; experiment: string }[]> = {};
    const add = (experiment: string, day: string, variants: string) => {
      DAYS[day] ??= [];
      [...variants].forEach((variant, index) => {
        DAYS[day]!.push({ experiment, variant: variant as 'a' | 'b', at: `${day}T${String(9 + index).padStart(2, '0')}:00:00Z` });
      });
    };
    // WINNER, N = 16, bound 8. By hand, B's lead and the requests after each day:
    add(WINNER, '2028-03-01', 'bba'); //   lead 1, 3 requests: en cours, 13 to go
    add(WINNER, '2028-03-02', 'bbba'); //  lead 3, 7: en cours, 9 to go
    add(WINNER, '2028-03-03', 'bbbb'); //  lead 7, 11: en cours (9 to 2: a naive reading calls it), 5 to go
    add(WINNER, '2028-03-04', 'abbaa'); // lead 6-7-8 at the 14th request: B wins; the day ends at 6
    add(WINNER, '2028-03-05', 'aaaa'); //  lead 2, 18 requests: still B (the test stopped on the 4th)
    // DRAW, N = 9, bound 6.
    add(DRAW, '2028-03-01', 'bab'); //  lead 1, 3: en cours, 6 to go
    add(DRAW, '2028-03-02', 'abb'); //  lead 2, 6: en cours, 3 to go
    add(DRAW, '2028-03-03', 'baa'); //  lead 1, 9: no difference
    add(DRAW, '2028-03-04', 'bbbbbb'); // lead 7 after the end: still no difference

    const figures = (experiment: string, needed: number, at: string, claims?: JwtClaims) =>
      (claims ? (body: () => Promise<{ rows: Figure[] }>) => rolledBackAs(db(), 'authenticated', body, claims) : asService)(() =>
        db().query<Figure>('select * from public.experiment_figures($1, $2, null, $3, $4)', [experiment, '2028-03-01', needed, at]),
      ).then((result) => result.rows.map((row) => ({ ...row, decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString() })));
    const verdictAt = async (experiment: string, needed: number, day: string) => {
      const [a, b] = await figures(experiment, needed, `${day}T23:59:59Z`);
      return { a: a!.requests, b: b!.requests, lead: b!.lead, verdict: b!.verdict, left: b!.requests_left, decided: b!.decided_at };
    };

    beforeAll(async () => {
      await asService(async () => {
        for (const [index, request] of Object.values(DAYS).flat().entries()) {
          await db().query(
            `insert into public.contact_requests (name, email, reason, message, created_at, experiment_variant, landing_path)
             values ('Essai', $1, 'Formation IA', 'Demande d’essai', $2, $3, '/formation-ia')`,
            [`essai-${index}@essais.example`, request.at, `${request.experiment}:${request.variant}`],
          );
        }
        // Visits of each variant, from the counters.
        await db().query('select public.ingest_campaign_visits($1, $2, 10, $3::jsonb)', [
          batchId(77),
          'logpush',
          JSON.stringify([
            counter('2028-03-01', 120, { landing_path: '/formation-ia', variant: `${WINNER}:a`, utm_campaign: null, utm_source: null, utm_medium: null }),
            counter('2028-03-02', 130, { landing_path: '/formation-ia', variant: `${WINNER}:b`, utm_campaign: null, utm_source: null, utm_medium: null }),
            counter('2028-02-28', 999, { landing_path: '/formation-ia', variant: `${WINNER}:b`, utm_campaign: null, utm_source: null, utm_medium: null }),
          ]),
        ]);
      });
    });
    afterAll(async () => {
      await db().query(`delete from public.contact_requests where email like '%@essais.example'`);
    });

    it('says, at each daily look, what the rule computed by hand says: B wins on the 4th, never before', async () => {
      const looks = [];
      for (const day of ['2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04', '2028-03-05']) looks.push(await verdictAt(WINNER, 16, day));
      expect(looks).toEqual([
        { a: 1, b: 2, lead: 1, verdict: 'en-cours', left: 13, decided: null },
        { a: 2, b: 5, lead: 3, verdict: 'en-cours', left: 9, decided: null },
        { a: 2, b: 9, lead: 7, verdict: 'en-cours', left: 5, decided: null },
        // The 14th request (11:00) took the lead to 8; the day ended at 6: B had won, at 11:00.
        { a: 5, b: 11, lead: 6, verdict: 'b-gagne', left: 0, decided: '2028-03-04T11:00:00.000Z' },
        { a: 9, b: 11, lead: 2, verdict: 'b-gagne', left: 0, decided: '2028-03-04T11:00:00.000Z' },
      ]);
    });

    it('ends with no difference at N requests, whatever comes after, and counts each variant’s visits of the period', async () => {
      const looks = [];
      for (const day of ['2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04']) looks.push(await verdictAt(DRAW, 9, day));
      expect(looks.map((look) => [look.verdict, look.left])).toEqual([
        ['en-cours', 6],
        ['en-cours', 3],
        ['pas-de-difference', 0],
        ['pas-de-difference', 0],
      ]);
      const [a, b] = await figures(WINNER, 16, '2028-03-05T23:59:59Z');
      // The 999 visits of 28 February are before the start.
      expect([a!.visits, b!.visits]).toEqual([120, 130]);
      expect(b!.threshold).toBe(8);
    });

    it('never names a winner before the bound: at every request of the fixture, B wins only from the 14th', async () => {
      const winner = DAYS['2028-03-04']!.find((_, index) => index === 2)!;
      for (const request of Object.values(DAYS)
        .flat()
        .filter((entry) => entry.experiment === WINNER)) {
        const before = new Date(Date.parse(request.at) + 1000).toISOString();
        const [, b] = await figures(WINNER, 16, before);
        expect(b!.verdict, request.at).toBe(request.at < winner.at ? 'en-cours' : 'b-gagne');
      }
    });

    it('answers staff and the service role only', async () => {
      expect((await figures(WINNER, 16, '2028-03-05T23:59:59Z', STAFF_CLAIMS))[1]!.verdict).toBe('b-gagne');
      const error = await caught(figures(WINNER, 16, '2028-03-05T23:59:59Z', STRANGER_CLAIMS));
      expect(error.code).toBe('42501');
      expect((await caught(rolledBackAs(db(), 'anon', () => db().query(`select * from public.experiment_figures('x', '2028-03-01', null, 9)`)))).code).toBe(
        '42501',
      );
    });
  });

  describe('public.campaign_figures: one definition, two readers', () => {
    it('answers staff and the service role only, labels and caps as the report does', async () => {
      await ingest(5, [
        counter('2028-04-01', 3, { utm_campaign: 'figures-2028' }),
        counter('2028-04-01', 2, { other_campaign: true, utm_source: null, utm_medium: null, utm_campaign: null }),
        counter('2028-04-01', 1, { landing_path: '/pme', utm_source: null, utm_medium: null, utm_campaign: null }),
      ]);
      const rows = await rolledBackAs(
        db(),
        'authenticated',
        () => db().query(`select * from public.campaign_figures('2028-04-01', '2028-04-01', array['/tpe', '/pme'])`),
        STAFF_CLAIMS,
      );
      expect(rows.rows).toEqual([
        { dimension: 'page', place: 1, label: '/tpe', visits: 5, requests: 0, converted: 0 },
        { dimension: 'page', place: 2, label: '/pme', visits: 1, requests: 0, converted: 0 },
        { dimension: 'campagne', place: 1, label: 'figures-2028 (salon-laval / print)', visits: 3, requests: 0, converted: 0 },
        { dimension: 'campagne', place: 2, label: '(autre)', visits: 2, requests: 0, converted: 0 },
        { dimension: 'campagne', place: 3, label: '(sans campagne)', visits: 1, requests: 0, converted: 0 },
        { dimension: 'total', place: 0, label: 'Total', visits: 6, requests: 0, converted: 0 },
      ]);
      const error = await caught(
        rolledBackAs(db(), 'authenticated', () => db().query(`select * from public.campaign_figures(null, null, '{}')`), STRANGER_CLAIMS),
      );
      expect(error.code).toBe('42501');
      expect((await caught(rolledBackAs(db(), 'anon', () => db().query(`select * from public.campaign_figures(null, null, '{}')`)))).code).toBe('42501');
    });
  });
}
