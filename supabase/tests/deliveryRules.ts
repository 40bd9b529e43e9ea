// Who may touch the notification state of a request, and how claims behave: the edge function
// (service role) mails a request only when a stored, un-notified row holds exactly the values
// it was called with, and one claim at a time, so a retry or a direct call never mails twice.
// A failure is temporary (back-off, then given up) or permanent (failed with its reason), and
// the sweep takes the rows tried least first, so failing rows never starve the others.

import { afterAll, describe, expect, it } from 'vitest';
import { caught, committedAs, type Role, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

/** A row of the `demande` outbox as outbox_claim and claim_contact_request hand it out. */
interface Claimed {
  key: string;
  claim: string;
  attempts: number;
  item: { id: string; name: string; phone: string | null };
}

const TAG = 'règles-envoi';

function request(n: number, phone: string | null = '06 12 34 56 78') {
  return {
    name: `Alex ${TAG} ${n}`,
    email: `alex.${n}@envoi.example`,
    phone,
    reason: 'Formation IA',
    message: `Bonjour, demande numéro ${n}.`,
  };
}
type Request = ReturnType<typeof request>;
const values = (r: Request) => [r.name, r.email, r.phone, r.reason, r.message];

const CLAIM = 'select * from public.claim_contact_request($1, $2, $3, $4, $5)';
/** The sweep's claim of the school's mails: those due for at least $1, up to $2. */
const SWEEP = `select item->>'name' as name from public.outbox_claim('demande', $2, $1::interval)`;

export function describeDeliveryRules(getDb: () => SqlEngine): void {
  const db = () => getDb();

  async function store(r: Request): Promise<void> {
    await committedAs(db(), 'anon', () =>
      db().query('insert into public.contact_requests (name, email, phone, reason, message) values ($1, $2, $3, $4, $5)', values(r)),
    );
  }

  async function claim(r: Request): Promise<Claimed[]> {
    return committedAs(db(), 'service_role', async () => (await db().query<Claimed>(CLAIM, values(r))).rows);
  }

  async function call<T>(sql: string, params: unknown[]): Promise<T> {
    return committedAs(db(), 'service_role', async () => (await db().query<{ result: T }>(sql, params)).rows[0]!.result);
  }

  const mark = (id: string, token: string, providerId: string | null = null) =>
    call<boolean>(`select public.outbox_mark_sent('demande', $1, $2, $3) as result`, [id, token, providerId]);
  const defer = (id: string, token: string, error = 'Fournisseur d’e-mail injoignable') =>
    call<string | null>(`select public.outbox_defer('demande', $1, $2, $3) as result`, [id, token, error]);
  const fail = (id: string, token: string, error: string) => call<boolean>(`select public.outbox_fail('demande', $1, $2, $3) as result`, [id, token, error]);
  const sweep = (minAge: string, limit = 100) =>
    committedAs(db(), 'service_role', async () => (await db().query<{ name: string }>(SWEEP, [minAge, limit])).rows);

  async function stateOf(id: string) {
    const { rows } = await db().query<{
      state: string;
      attempts: number;
      error: string | null;
      wait_minutes: number | null;
      claimed: boolean;
      provider_id: string | null;
    }>(
      `select delivery_state as state, notify_attempts as attempts, notify_error as error,
              round(extract(epoch from (notify_next_at - now())) / 60)::int as wait_minutes,
              notify_claim is not null as claimed, notify_provider_id as provider_id
         from public.contact_requests where id = $1`,
      [id],
    );
    return rows[0]!;
  }

  /** As if the back-off were over (moves the row's next try to now). */
  const due = (id: string) => db().query('update public.contact_requests set notify_next_at = now() where id = $1', [id]);

  async function expectRefused(role: Role, sql: string, params?: unknown[]): Promise<void> {
    const error = await caught(rolledBackAs(db(), role, () => db().query(sql, params)));
    expect(error.code, error.message).toBe('42501');
  }

  afterAll(async () => {
    await db().query('delete from public.contact_requests where name like $1', [`%${TAG}%`]);
  });

  describe('notification state (notified_at, claims)', () => {
    it('anon can neither set, read nor change it', async () => {
      const r = request(1);
      for (const column of ['notified_at', 'notify_claim', 'notify_claimed_at', 'notify_attempts']) {
        const value = column === 'notify_attempts' ? '1' : column === 'notify_claim' ? 'gen_random_uuid()' : 'now()';
        await expectRefused('anon', `insert into public.contact_requests (name, email, message, ${column}) values ($1, $2, $3, ${value})`, [
          r.name,
          r.email,
          r.message,
        ]);
      }
      await expectRefused('anon', 'select notified_at from public.contact_requests');
      await expectRefused('anon', 'update public.contact_requests set notified_at = now()');
      await expectRefused('authenticated', 'update public.contact_requests set notified_at = now()');
    });

    it('anon and authenticated cannot call the claim, mark, defer, fail or sweep functions', async () => {
      const r = request(2);
      const id = '00000000-0000-4000-8000-000000000000';
      for (const role of ['anon', 'authenticated'] as const) {
        await expectRefused(role, CLAIM, values(r));
        for (const outbox of ['demande', 'suivi', 'rapport-hebdomadaire']) {
          await expectRefused(role, 'select * from public.outbox_claim($1)', [outbox]);
          await expectRefused(role, 'select public.outbox_mark_sent($1, $2, $2)', [outbox, id]);
          await expectRefused(role, `select public.outbox_defer($1, $2, $2, 'x')`, [outbox, id]);
          await expectRefused(role, `select public.outbox_fail($1, $2, $2, 'x')`, [outbox, id]);
          await expectRefused(role, 'select public.outbox_due($1)', [outbox]);
          await expectRefused(role, `select * from public.outbox_${outbox.replace('-', '_')}`);
        }
      }
    });

    it('a request nobody stored cannot be claimed (the function then sends nothing)', async () => {
      expect(await claim(request(3))).toEqual([]);
    });

    it('only a row holding exactly the same values is claimed; a phone left empty is null', async () => {
      const r = request(4, null);
      await store(r);
      expect(await claim({ ...r, message: `${r.message} (modifié)` })).toEqual([]);
      expect(await claim({ ...r, email: `autre.${r.email}` })).toEqual([]);
      expect(await claim({ ...r, phone: '06 00 00 00 00' })).toEqual([]);
      const claimed = await claim(r);
      expect(claimed).toHaveLength(1);
      expect(claimed[0]).toMatchObject({ attempts: 1, item: { name: r.name, phone: null } });
      expect(await stateOf(claimed[0]!.key)).toMatchObject({ state: 'en attente', claimed: true });
    });

    it('a claimed row is claimed once; marked with its claim it is sent and never claimed again', async () => {
      const r = request(5);
      await store(r);
      const [first] = await claim(r);
      expect(first).toBeDefined();
      expect(await stateOf(first!.key)).toMatchObject({ state: 'en attente', claimed: true });
      expect(await claim(r)).toEqual([]);
      expect(await mark(first!.key, '00000000-0000-4000-8000-000000000000')).toBe(false);
      expect(await mark(first!.key, first!.claim, 're_mail_42')).toBe(true);
      expect(await mark(first!.key, first!.claim)).toBe(false);
      expect(await claim(r)).toEqual([]);
      expect(await stateOf(first!.key)).toMatchObject({ state: 'envoyé', claimed: false, provider_id: 're_mail_42', error: null });
    });

    it('a temporary failure waits 1, 2, 4… minutes (at most 6 hours) before its next try, with its error', async () => {
      const r = request(6);
      await store(r);
      const [first] = await claim(r);
      expect(await defer(first!.key, first!.claim, 'Délai d’attente dépassé')).toBe('en attente');
      expect(await stateOf(first!.key)).toMatchObject({ state: 'en attente', attempts: 1, wait_minutes: 1, error: 'Délai d’attente dépassé', claimed: false });
      // Not due yet: neither the visitor's retry nor the sweep takes it.
      expect(await claim(r)).toEqual([]);
      await due(first!.key);
      const [second] = await claim(r);
      expect(second).toMatchObject({ key: first!.key, attempts: 2 });
      expect(second!.claim).not.toBe(first!.claim);
      expect(await defer(second!.key, first!.claim)).toBeNull(); // an old claim changes nothing
      expect(await defer(second!.key, second!.claim)).toBe('en attente');
      expect((await stateOf(first!.key)).wait_minutes).toBe(2);
      await db().query('update public.contact_requests set notify_attempts = 10 where id = $1', [first!.key]);
      await due(first!.key);
      const [late] = await claim(r);
      expect(await defer(late!.key, late!.claim)).toBe('en attente');
      expect((await stateOf(first!.key)).wait_minutes).toBe(360);
    });

    it('the 12th temporary failure is the last: the row is failed with the last error', async () => {
      const r = request(12);
      await store(r);
      await db().query(`update public.contact_requests set notify_attempts = 11 where name = $1`, [r.name]);
      const [last] = await claim(r);
      expect(last!.attempts).toBe(12);
      expect(await defer(last!.key, last!.claim, 'Fournisseur d’e-mail en erreur (HTTP 503)')).toBe('en échec');
      expect(await stateOf(last!.key)).toMatchObject({
        state: 'en échec',
        error: 'Abandon après 12 tentatives. Dernière erreur : Fournisseur d’e-mail en erreur (HTTP 503)',
        wait_minutes: null,
      });
      expect(await claim(r)).toEqual([]);
    });

    it('a permanent failure is failed at once with its reason, never claimed again, never marked sent', async () => {
      const r = request(13);
      await store(r);
      const [first] = await claim(r);
      expect(await fail(first!.key, first!.claim, 'Refusée par le fournisseur d’e-mail (HTTP 422)')).toBe(true);
      expect(await stateOf(first!.key)).toMatchObject({ state: 'en échec', error: 'Refusée par le fournisseur d’e-mail (HTTP 422)', claimed: false });
      expect(await mark(first!.key, first!.claim)).toBe(false);
      expect(await claim(r)).toEqual([]);
      // Nor by the sweep: a failed row is never claimable.
      await db().query(`update public.contact_requests set created_at = now() - interval '5 minutes' where id = $1`, [first!.key]);
      const swept = await rolledBackAs(db(), 'service_role', async () => (await db().query<{ name: string }>(SWEEP, ['2 minutes', 100])).rows);
      expect(swept).not.toContainEqual({ name: r.name });
    });

    it('a claim whose 2-minute lease ran out is taken over; the old holder can no longer mark it', async () => {
      const r = request(7);
      await store(r);
      const [stale] = await claim(r);
      await db().query(`update public.contact_requests set notify_claimed_at = now() - interval '1 minute' where id = $1`, [stale!.key]);
      expect(await claim(r)).toEqual([]); // a live lease is never taken over
      await db().query(`update public.contact_requests set notify_claimed_at = now() - interval '2 minutes 1 second' where id = $1`, [stale!.key]);
      const [fresh] = await claim(r);
      expect(fresh?.key).toBe(stale!.key);
      expect(await mark(stale!.key, stale!.claim)).toBe(false);
      expect(await mark(fresh!.key, fresh!.claim)).toBe(true);
    });

    it('a visitor call only reaches requests of the last hour; older ones are left to the sweep', async () => {
      const r = request(8);
      await store(r);
      await db().query(`update public.contact_requests set created_at = now() - interval '61 minutes' where name = $1`, [r.name]);
      expect(await claim(r)).toEqual([]);
    });

    it('the sweep claims un-notified, unclaimed requests older than the given age, oldest first', async () => {
      const due = request(9);
      const recent = request(10);
      const busy = request(11);
      for (const r of [due, recent, busy]) await store(r);
      await db().query(`update public.contact_requests set created_at = now() - interval '5 minutes' where name in ($1, $2)`, [due.name, busy.name]);
      await claim(busy);
      // Other suites' rows may be due too: look at this suite's own.
      const ours = (rows: { name: string }[]) => rows.map((row) => row.name).filter((name) => name.includes(TAG));
      // request 8 (61 minutes old, never notified) is due too, and older.
      expect(ours(await sweep('2 minutes'))).toEqual([request(8).name, due.name]);
      expect(ours(await sweep('0 seconds'))).toEqual([recent.name]);
    });

    it('the sweep takes the requests tried least first: failing ones never stand in front', async () => {
      const tried = request(20);
      const fresh = request(21);
      for (const r of [tried, fresh]) await store(r);
      await db().query(`update public.contact_requests set created_at = now() - interval '1 hour', notify_attempts = 5 where name = $1`, [tried.name]);
      await db().query(`update public.contact_requests set created_at = now() - interval '3 minutes' where name = $1`, [fresh.name]);
      const swept = await sweep('2 minutes');
      const names = swept.map((row) => row.name).filter((name) => name === tried.name || name === fresh.name);
      expect(names).toEqual([fresh.name, tried.name]);
      await db().query('delete from public.contact_requests where name in ($1, $2)', [tried.name, fresh.name]);
    });
  });
}
