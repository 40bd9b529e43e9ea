// An existing database upgraded: requests stored under the rules of 2025 (before the known
// reasons and the one set of rules), some of which break today's rules. An unsent one that
// does could be neither claimed nor marked any more (a `not valid` CHECK still checks each new
// version of a row), so the migration fails it with a reason for staff; a sent one is left
// alone; the sweep then claims the valid ones without tripping on the others.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './migrations.ts';
import { committedAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const BEFORE_TODAY = '20261124120000';

const older = [
  { key: 'valide', name: 'Camille Martin', email: 'valide@ancien.example', reason: 'Formation IA', sent: false },
  { key: 'nom-insecable', name: '\u00a0\u00a0\u00a0', email: 'insecable@ancien.example', reason: 'Formation IA', sent: false },
  { key: 'point-final', name: 'Camille', email: 'point@ancien.example.', reason: 'Formation IA', sent: false },
  { key: 'nom-affiche', name: 'Camille', email: 'Direction<direction@ancien.example>', reason: 'Formation IA', sent: false },
  { key: 'motif-libre', name: 'Camille', email: 'motif@ancien.example', reason: 'URGENT : rappelez-moi', sent: false },
  { key: 'emoji', name: '\u{1F600}'.repeat(61), email: 'emoji@ancien.example', reason: 'Formation IA', sent: false },
  { key: 'deja-envoye', name: '\u00a0', email: 'envoye@ancien.example', reason: 'Autre', sent: true },
];

export function describeUpgrade(openEngine: () => Promise<SqlEngine>): void {
  let db: SqlEngine;

  beforeAll(async () => {
    db = await openEngine();
    await applyMigrations(db, { before: BEFORE_TODAY });
    for (const row of older) {
      await db.query(
        `insert into public.contact_requests (name, email, reason, message, created_at, notified_at)
           values ($1, $2, $3, $4, now() - interval '1 day', case when $5 then now() - interval '1 day' end)`,
        [row.name, row.email, row.reason, `Demande ${row.key}`, row.sent],
      );
    }
    await applyMigrations(db, { from: BEFORE_TODAY });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('an existing database upgraded', () => {
    it('fails the unsent requests breaking today’s rules, with a reason; leaves the valid and the sent ones', async () => {
      const { rows } = await db.query<{ message: string; state: string; error: string | null }>(
        `select message, delivery_state as state, notify_error as error from public.contact_requests order by message`,
      );
      const byKey = Object.fromEntries(rows.map((row) => [row.message.replace('Demande ', ''), row]));
      for (const key of ['nom-insecable', 'point-final', 'nom-affiche', 'motif-libre']) {
        expect(byKey[key], key).toMatchObject({ state: 'en échec' });
        expect(byKey[key]!.error).toContain('Enregistrée avant les règles actuelles du formulaire');
      }
      expect(byKey.valide).toEqual({ message: 'Demande valide', state: 'en attente', error: null });
      expect(byKey.emoji).toMatchObject({ state: 'en attente', error: null });
      expect(byKey['deja-envoye']).toMatchObject({ state: 'envoyé', error: null });
    });

    // Issue 21: requests stored before the follow-up get one, closed, so neither the queue nor the
    // reminders start with requests nobody could still answer in time.
    it('gives every older request a follow-up, closed with its reason', async () => {
      const { rows } = await db.query<{ state: string; why: string; n: number }>(
        `select f.state, f.closed_why as why, count(*)::int as n
           from public.contact_requests r join public.contact_request_followups f on f.request_id = r.id group by 1, 2`,
      );
      expect(rows).toEqual([{ state: 'clos', why: 'Reçue avant le suivi des demandes : traitée hors de ce suivi.', n: older.length }]);
    });

    it('the sweep claims the valid pending ones and trips on nothing', async () => {
      const claimed = await committedAs(
        db,
        'service_role',
        async () =>
          (await db.query<{ message: string }>(`select item->>'message' as message from public.outbox_claim('demande', 100, interval '2 minutes')`)).rows,
      );
      expect(claimed.map((row) => row.message).sort()).toEqual(['Demande emoji', 'Demande valide']);
    });

    // Issue 23, point 7: a later migration adds a `not valid` rule without setting aside the
    // pending rows that break it. Before, the claim raised on that row and every sweep failed.
    it('a pending row breaking a later `not valid` rule fails alone, with its reason; the sweep goes on', async () => {
      for (const message of ['Demande avant la règle', 'Demande interdite', 'Demande après la règle']) {
        await db.query(
          `insert into public.contact_requests (name, email, reason, message, created_at) values ('Camille', 'regle@ancien.example', 'Formation IA', $1, now() - interval '1 hour')`,
          [message],
        );
      }
      await db.exec(`alter table public.contact_requests add constraint contact_requests_regle_future check (message <> 'Demande interdite') not valid`);
      const sweep = () =>
        committedAs(
          db,
          'service_role',
          async () =>
            (await db.query<{ message: string }>(`select item->>'message' as message from public.outbox_claim('demande', 100, interval '2 minutes')`)).rows,
        );
      expect((await sweep()).map((row) => row.message).sort()).toEqual(['Demande après la règle', 'Demande avant la règle']);
      const unsendable = await committedAs(
        db,
        'service_role',
        async () =>
          (
            await db.query<{ message: string; error: string }>(
              `select r.message, u.error from public.contact_request_unsendable u join public.contact_requests r on r.id = u.request_id`,
            )
          ).rows,
      );
      expect(unsendable).toEqual([
        {
          message: 'Demande interdite',
          error:
            'Ne respecte plus une règle ajoutée depuis son enregistrement (contact_requests_regle_future) : le mail ne peut pas être envoyé, traitez cette demande à la main.',
        },
      ]);
      // Never claimed again, and nothing else is held up by it.
      await db.query(`update public.contact_requests set notify_claim = null, notify_claimed_at = null where message like 'Demande %la règle'`);
      expect((await sweep()).map((row) => row.message).sort()).toEqual(['Demande après la règle', 'Demande avant la règle']);
      await db.exec('alter table public.contact_requests drop constraint contact_requests_regle_future');
    });
  });
}
