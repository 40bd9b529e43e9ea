// One lifecycle over every outbox (20261128190000, issue 36): the school's mail of a request, the
// follow-up mails and the weekly report are claimed, leased, deferred, given up, failed and marked
// by the same four functions, with the same rules. Each outbox is walked through the same story on
// the clock the claim takes (p_now), in a transaction rolled back afterwards: the other suites'
// rows stay as they are. What each outbox's callers do with it: deliveryRules.ts, followUp.ts,
// weeklyReport.ts, and the stand-in's tests through the functions.

import { describe, expect, it } from 'vitest';
import { caught, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const OUTBOXES = ['demande', 'suivi', 'rapport-hebdomadaire'] as const;
type Outbox = (typeof OUTBOXES)[number];

const VIEW: Record<Outbox, string> = {
  demande: 'public.outbox_demande',
  suivi: 'public.outbox_suivi',
  'rapport-hebdomadaire': 'public.outbox_rapport_hebdomadaire',
};

interface Claim {
  key: string;
  claim: string;
  attempts: number;
}

export function describeOutbox(getDb: () => SqlEngine): void {
  const db = () => getDb();

  /**
   * A row of `outbox`, due since 2000 and never tried, and the only claimable one: the rows the
   * other suites left wait (until the transaction is rolled back) and no week falls due.
   */
  async function dueRow(outbox: Outbox): Promise<string> {
    await db().query(`update public.contact_request_settings set weekly_report_first_week = date_trunc('week', now() + interval '10 years')::date`);
    const key = await insertRow(outbox);
    await db().query(`update ${VIEW[outbox]} set next_at = 'infinity' where key <> $1 and sent_at is null and failed_at is null and cancelled_at is null`, [
      key,
    ]);
    return key;
  }

  async function insertRow(outbox: Outbox): Promise<string> {
    if (outbox === 'rapport-hebdomadaire') {
      const { rows } = await db().query<{ id: string }>(
        `insert into public.contact_weekly_reports (week_start, starts_at, ends_at, send_after)
           values ('2001-01-01', '2001-01-01', '2001-01-08', '2001-01-08 08:00') returning id`,
      );
      return rows[0]!.id;
    }
    const { rows } = await db().query<{ id: string }>(
      `insert into public.contact_requests (name, email, reason, message, created_at)
         values ('Sacha Boîte', 'sacha@boite-envoi.example', 'Formation IA', 'Une demande pour la boîte d’envoi.', '2000-01-01') returning id`,
    );
    const request = rows[0]!.id;
    if (outbox === 'demande') return request;
    const { rows: mails } = await db().query<{ id: string }>(
      `update public.contact_request_mails set send_after = '2000-01-01' where request_id = $1 and kind = 'accuse-reception' returning id`,
      [request],
    );
    return mails[0]!.id;
  }

  /** The sweep's claim of one row, the clock `minutes` after the transaction's start. */
  async function claimAt(outbox: Outbox, minutes: number): Promise<Claim[]> {
    const { rows } = await db().query<Claim>(
      `select key, claim, attempts from public.outbox_claim($1, 1, interval '0 seconds', now() + $2 * interval '1 minute')`,
      [outbox, minutes],
    );
    return rows;
  }

  const call = async <T>(sql: string, params: unknown[]): Promise<T> => (await db().query<{ result: T }>(sql, params)).rows[0]!.result;
  const mark = (outbox: Outbox, c: Claim) => call<boolean>(`select public.outbox_mark_sent($1, $2, $3, 'fournisseur-1') as result`, [outbox, c.key, c.claim]);
  const defer = (outbox: Outbox, c: Claim, error = 'Fournisseur d’e-mail injoignable') =>
    call<string | null>('select public.outbox_defer($1, $2, $3, $4) as result', [outbox, c.key, c.claim, error]);
  const fail = (outbox: Outbox, c: Claim, error: string) =>
    call<boolean>('select public.outbox_fail($1, $2, $3, $4) as result', [outbox, c.key, c.claim, error]);

  async function row(outbox: Outbox, key: string) {
    const { rows } = await db().query<{ state: string; attempts: number; error: string | null; wait_minutes: number | null; provider_id: string | null }>(
      `select state, attempts, error, round(extract(epoch from (next_at - now())) / 60)::int as wait_minutes, provider_id
         from ${VIEW[outbox]} where key = $1`,
      [key],
    );
    return rows[0]!;
  }

  describe.each(OUTBOXES)('the %s outbox', (outbox) => {
    it('hands a due row to one claim at a time; a lease that ran out (2 minutes) is taken over, and the old claim changes nothing', () =>
      rolledBackAs(db(), 'service_role', async () => {
        const key = await dueRow(outbox);
        const [first, ...others] = await claimAt(outbox, 0);
        expect(others).toEqual([]);
        expect(first).toMatchObject({ key, attempts: 1 });
        expect(await claimAt(outbox, 1)).toEqual([]);
        const [second] = await claimAt(outbox, 2.02);
        expect(second).toMatchObject({ key, attempts: 2 });
        expect(second!.claim).not.toBe(first!.claim);
        expect(await mark(outbox, first!)).toBe(false);
        expect(await defer(outbox, first!)).toBeNull();
        expect(await fail(outbox, first!, 'x')).toBe(false);
        expect(await mark(outbox, second!)).toBe(true);
        expect(await row(outbox, key)).toMatchObject({ state: 'envoyé', provider_id: 'fournisseur-1', error: null });
        expect(await mark(outbox, second!)).toBe(false);
        expect(await claimAt(outbox, 60 * 24)).toEqual([]);
      }));

    it('a temporary failure waits 1, 2, 4 … minutes before its next try; the 12th is the last', () =>
      rolledBackAs(db(), 'service_role', async () => {
        const key = await dueRow(outbox);
        const [first] = await claimAt(outbox, 0);
        expect(await defer(outbox, first!, 'Délai d’attente dépassé')).toBe('en attente');
        expect(await row(outbox, key)).toMatchObject({ state: 'en attente', attempts: 1, wait_minutes: 1, error: 'Délai d’attente dépassé' });
        expect(await claimAt(outbox, 0.5)).toEqual([]);
        const [second] = await claimAt(outbox, 1);
        expect(second).toMatchObject({ key, attempts: 2 });
        expect(await defer(outbox, second!)).toBe('en attente');
        expect((await row(outbox, key)).wait_minutes).toBe(2);
        await db().query(`update ${VIEW[outbox]} set attempts = 9 where key = $1`, [key]);
        const [tenth] = await claimAt(outbox, 3);
        expect(await defer(outbox, tenth!)).toBe('en attente');
        expect((await row(outbox, key)).wait_minutes).toBe(6 * 60);
        await db().query(`update ${VIEW[outbox]} set attempts = 11 where key = $1`, [key]);
        const [last] = await claimAt(outbox, 7 * 60);
        expect(last).toMatchObject({ attempts: 12 });
        expect(await defer(outbox, last!, 'Fournisseur d’e-mail en erreur (HTTP 503)')).toBe('en échec');
        expect(await row(outbox, key)).toMatchObject({
          state: 'en échec',
          error: 'Abandon après 12 tentatives. Dernière erreur : Fournisseur d’e-mail en erreur (HTTP 503)',
          wait_minutes: null,
        });
        expect(await claimAt(outbox, 60 * 24)).toEqual([]);
      }));

    it('a permanent failure ends it at once with its reason: never claimed nor marked again', () =>
      rolledBackAs(db(), 'service_role', async () => {
        const key = await dueRow(outbox);
        const [claimed] = await claimAt(outbox, 0);
        expect(await fail(outbox, claimed!, 'Refusé par le fournisseur d’e-mail (HTTP 422)')).toBe(true);
        expect(await row(outbox, key)).toMatchObject({ state: 'en échec', error: 'Refusé par le fournisseur d’e-mail (HTTP 422)' });
        expect(await mark(outbox, claimed!)).toBe(false);
        expect(await claimAt(outbox, 60 * 24)).toEqual([]);
      }));

    it('says when a claim would hand something out', () =>
      rolledBackAs(db(), 'service_role', async () => {
        await dueRow(outbox);
        expect(await call<boolean>(`select public.outbox_due($1) as result`, [outbox])).toBe(true);
        const [claimed] = await claimAt(outbox, 0);
        await mark(outbox, claimed!);
        // Only this row is known to be due: the others are the other suites'.
        const { rows } = await db().query<{ key: string }>(
          `select key from ${VIEW[outbox]} where public.outbox_claimable(due_at, claimed_at, next_at, sent_at, failed_at, cancelled_at, now(), interval '0 seconds') and key = $1`,
          [claimed!.key],
        );
        expect(rows).toEqual([]);
      }));
  });

  it('knows three outboxes and names the one it does not know', async () => {
    const error = await caught(rolledBackAs(db(), 'service_role', () => db().query(`select * from public.outbox_claim('journal')`)));
    expect({ code: error.code, message: error.message }).toEqual({ code: '22023', message: 'Boîte d’envoi inconnue : journal' });
  });
}
