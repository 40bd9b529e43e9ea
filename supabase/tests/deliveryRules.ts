// Who may touch the notification state of a request, and how claims behave: the edge function
// (service role) mails a request only when a stored, un-notified row holds exactly the values
// it was called with, and one claim at a time, so a retry or a direct call never mails twice.

import { afterAll, describe, expect, it } from 'vitest';
import { type Role, caught, committedAs, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

interface Claimed {
  id: string;
  notify_claim: string;
  notify_attempts: number;
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

  const mark = (id: string, token: string) => call<boolean>('select public.mark_contact_request_notified($1, $2) as result', [id, token]);
  const release = (id: string, token: string) => call<boolean>('select public.release_contact_request_claim($1, $2) as result', [id, token]);

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
        await expectRefused(
          'anon',
          `insert into public.contact_requests (name, email, message, ${column}) values ($1, $2, $3, ${value})`,
          [r.name, r.email, r.message],
        );
      }
      await expectRefused('anon', 'select notified_at from public.contact_requests');
      await expectRefused('anon', 'update public.contact_requests set notified_at = now()');
      await expectRefused('authenticated', 'update public.contact_requests set notified_at = now()');
    });

    it('anon and authenticated cannot call the claim, mark, release or sweep functions', async () => {
      const r = request(2);
      const id = '00000000-0000-4000-8000-000000000000';
      for (const role of ['anon', 'authenticated'] as const) {
        await expectRefused(role, CLAIM, values(r));
        await expectRefused(role, 'select * from public.claim_due_contact_requests()');
        await expectRefused(role, 'select public.mark_contact_request_notified($1, $1)', [id]);
        await expectRefused(role, 'select public.release_contact_request_claim($1, $1)', [id]);
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
      expect(claimed[0]).toMatchObject({ name: r.name, phone: null, notify_attempts: 1, notified_at: null });
    });

    it('a claimed row is claimed once; marked with its claim it is never claimed again', async () => {
      const r = request(5);
      await store(r);
      const [first] = await claim(r);
      expect(first).toBeDefined();
      expect(await claim(r)).toEqual([]);
      expect(await mark(first!.id, '00000000-0000-4000-8000-000000000000')).toBe(false);
      expect(await mark(first!.id, first!.notify_claim)).toBe(true);
      expect(await mark(first!.id, first!.notify_claim)).toBe(false);
      expect(await claim(r)).toEqual([]);
      const { rows } = await db().query<{ notified: boolean; claim: string | null }>(
        'select notified_at is not null as notified, notify_claim as claim from public.contact_requests where id = $1',
        [first!.id],
      );
      expect(rows).toEqual([{ notified: true, claim: null }]);
    });

    it('a released claim (failed send) leaves the row un-notified and claimable again', async () => {
      const r = request(6);
      await store(r);
      const [first] = await claim(r);
      expect(await release(first!.id, first!.notify_claim)).toBe(true);
      const [second] = await claim(r);
      expect(second).toMatchObject({ id: first!.id, notify_attempts: 2 });
      expect(second!.notify_claim).not.toBe(first!.notify_claim);
    });

    it('a claim whose 15-minute lease ran out is taken over; the old holder can no longer mark it', async () => {
      const r = request(7);
      await store(r);
      const [stale] = await claim(r);
      await db().query(`update public.contact_requests set notify_claimed_at = now() - interval '16 minutes' where id = $1`, [stale!.id]);
      const [fresh] = await claim(r);
      expect(fresh?.id).toBe(stale!.id);
      expect(await mark(stale!.id, stale!.notify_claim)).toBe(false);
      expect(await mark(fresh!.id, fresh!.notify_claim)).toBe(true);
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
      const swept = await committedAs(db(), 'service_role', async () =>
        (await db().query<Claimed & { name: string }>(`select * from public.claim_due_contact_requests(interval '2 minutes', 100)`)).rows,
      );
      // Other suites' rows may be due too: look at this suite's own.
      const ours = (rows: { name: string }[]) => rows.map((row) => row.name).filter((name) => name.includes(TAG));
      const names = ours(swept);
      // request 8 (61 minutes old, never notified) is due too, and older.
      expect(names).toEqual([request(8).name, due.name]);
      const again = await committedAs(db(), 'service_role', async () =>
        (await db().query<{ name: string }>(`select * from public.claim_due_contact_requests(interval '0 seconds', 100)`)).rows,
      );
      expect(ours(again)).toEqual([recent.name]);
    });
  });
}
