// The weekly report to the manager, exactly once per week (issue 21, point 6), on the stand-in with
// the real send-contact-email under Deno and a provider that honours idempotency keys: across
// Monday 08:00 (a summer-time week), two sweeps at once, a function that died after its claim, one
// killed between sending and recording, a provider failing then back. The report names no visitor.
// No waiting on the clock: a week's due time is moved in the database, as the reminders' are; the
// boundary itself (08:00 Paris, summer time) is walked on a fake clock by supabase/tests/weeklyReport.ts.
import { describe, expect, it } from 'vitest';
import { startSupabaseLocal } from '../src/server.ts';
import { outboxEntries, tempDir } from './helpers.ts';
import { standInWithProvider } from './standInWithProvider.ts';

// The sweep runs in its own function (issue 36): the one the tests kill mid-sweep.
const FUNCTION = 'sweep-outbox';
const TEAM = 'equipe@ecole.example';
const MANAGER = 'direction@ecole.example';

const running = standInWithProvider({ contactEmailTo: TEAM, contactManagerEmail: MANAGER, siteOrigin: 'https://www.ecole.example' });

interface SweepBody {
  weeklyReport?: { sent: number; retrying: number; failed: number };
}

const sweep = async () => {
  const outcome = await running.server.sweep({ minAgeSeconds: 0 });
  expect([200, 502]).toContain(outcome.status);
  return { status: outcome.status, ...(outcome.body as SweepBody) };
};

/** Writes the row of the week whose report falls due at `at` (a Monday 08:00 in Paris), as the sweep's claim does. */
async function planWeekDueAt(at: string): Promise<string> {
  const { rows } = await running.server.db.query<{ week: string }>(
    `insert into public.contact_weekly_reports (week_start, starts_at, ends_at, send_after)
     select * from public.contact_weekly_report_week($1::timestamptz)
     returning week_start::text as week`,
    [at],
  );
  return rows[0]!.week;
}

/** Weekly reports the provider really sent, per subject. */
const reports = (week: string) => running.provider.accepted.filter((mail) => String(mail.subject).endsWith(week));

async function stateOf(week: string) {
  const { rows } = await running.server.db.query<{ state: string; attempts: number }>(
    'select state, attempts from public.contact_weekly_reports where week_start = $1',
    [week],
  );
  return rows[0];
}

const leasesRunOut = () =>
  running.server.db.query(`update public.contact_weekly_reports set claimed_at = claimed_at - interval '3 minutes', next_at = next_at - interval '7 hours'`);

/** A visitor whose every value is distinctive, to look for in the report. */
const WITNESS = {
  name: 'Zébulon Témoin-Secret',
  email: 'zebulon.temoin@confidentiel.example',
  phone: '06 99 88 77 66',
  message: 'Message confidentiel 7319 à ne jamais recopier.',
};

describe('the weekly report to the manager', () => {
  it('crossing Monday 08:00 after a summer-time week: not before, once after; the figures and nothing personal', async () => {
    const week = await planWeekDueAt('2026-10-26T07:00:00Z');
    expect(week).toBe('2026-10-19');
    // Requests of that week (Paris times), one of them the witness's, and one just after it.
    const store = (sent: string, reason: string, campaign: string | null, landing: string) =>
      running.server.db.query<{ id: string }>(
        `insert into public.contact_requests (name, email, phone, reason, message, created_at, notified_at, utm_campaign, landing_path)
         values ($1, $2, $3, $4, $5, ($6::timestamp at time zone 'Europe/Paris'), now(), $7, $8) returning id`,
        [WITNESS.name, WITNESS.email, WITNESS.phone, reason, WITNESS.message, sent, campaign, landing],
      );
    const answered = (await store('2026-10-19 09:00', 'Formation IA', 'salon-laval', '/formation-ia')).rows[0]!.id;
    await store('2026-10-22 10:00', 'Recrutement d’un alternant', null, '/tpe'); // Thursday: due Friday 10:00, late by Monday
    await store('2026-10-25 23:30', 'Autre demande', null, '/contact'); // Sunday night: due Tuesday 00:00, open in time
    await store('2026-10-26 00:30', 'Formation IA', null, '/'); // the next week
    await running.server.db.query(
      `update public.contact_request_followups as f
          set answered_at = r.created_at + interval '2 hours', answered_by = 'Camille', taken_at = r.created_at, taken_by = 'Camille'
         from public.contact_requests as r
        where r.id = f.request_id and f.request_id = $1`,
      [answered],
    );
    // The week's mails already sent (not this test's subject): only the report is left.
    await running.server.db.query(`update public.contact_request_mails set sent_at = now() where sent_at is null and cancelled_at is null`);

    // One minute before Monday 08:00: nothing.
    await running.server.db.query(`update public.contact_weekly_reports set send_after = now() + interval '1 minute' where week_start = $1`, [week]);
    expect((await sweep()).weeklyReport).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await stateOf(week)).toEqual({ state: 'en attente', attempts: 0 });
    // Past it (its real due time, Monday 26 October 08:00 in Paris, 07:00 UTC after the change): once.
    await running.server.db.query(`update public.contact_weekly_reports set send_after = '2026-10-26T07:00:00Z' where week_start = $1`, [week]);
    expect((await sweep()).weeklyReport).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((await sweep()).weeklyReport).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const sent = reports('semaine du 19 au 25 octobre 2026');
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe('Rapport hebdomadaire des demandes — semaine du 19 au 25 octobre 2026');
    expect(mail!.to).toEqual([MANAGER]);
    expect(mail!.reply_to).toBeUndefined();
    // Three requests in the week (the Monday 00:30 one is next week's): one answered in 2 h, in
    // time; two open, both past their due time (Tuesday 27 and Thursday 29 October) at the moment
    // the figures are computed: when the mail is sent (issue 33), which the mail states.
    expect(mail!.text).toContain(
      'En bref\u00a0: 3\u00a0demandes\u00a0: 1\u00a0à temps, 2\u00a0en retard, 0\u00a0en cours (pas encore échues), 0\u00a0close sans réponse\u00a0; 33,3\u00a0% dans le délai promis\u00a0; délai médian de réponse 2\u00a0h, 90ᵉ centile 2\u00a0h.',
    );
    expect(mail!.text).toMatch(/heure de Paris\), au \S+ \d+ \S+ \d{4} à \d+\u00a0h\u00a0\d{2}\./);
    expect(mail!.text).toMatch(/npm run lead-report -- --from 2026-10-19 --to 2026-10-25 --at \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(mail!.text).toContain('- salon-laval\u00a0: 1\u00a0demande');
    expect(mail!.text).toContain('- /tpe\u00a0: 1\u00a0demande');
    const everything = JSON.stringify(mail);
    for (const value of [
      WITNESS.name,
      'Zébulon',
      'Témoin',
      WITNESS.email,
      'zebulon',
      'confidentiel',
      WITNESS.phone,
      '06 99',
      WITNESS.message,
      '7319',
      'Camille',
    ]) {
      expect(everything).not.toContain(value);
    }
    expect(await stateOf(week)).toEqual({ state: 'envoyé', attempts: 1 });
  }, 120_000);

  it('two sweeps at once and a function that died after its claim: the week is mailed once', async () => {
    const week = await planWeekDueAt('2026-11-09T07:00:00Z');
    // A function claimed the week, then died before sending.
    const { rows: orphaned } = await running.server.db.query<{ week_start: string }>(
      `select item->>'week_start' as week_start from public.outbox_claim('rapport-hebdomadaire')`,
    );
    expect(orphaned).toEqual([{ week_start: week }]);
    // Its lease holds: the sweeps leave the week alone.
    expect((await sweep()).weeklyReport).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await leasesRunOut();
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first.weeklyReport!.sent + second.weeklyReport!.sent).toBe(1);
    await leasesRunOut();
    expect((await sweep()).weeklyReport).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(reports('semaine du 2 au 8 novembre 2026')).toHaveLength(1);
    expect(await stateOf(week)).toEqual({ state: 'envoyé', attempts: 2 });
  }, 120_000);

  it('a function killed between sending and recording: sent again under the week’s key, mailed once', async () => {
    const week = await planWeekDueAt('2026-11-16T07:00:00Z');
    let release!: () => void;
    const before = running.provider.calls;
    const replayed = running.provider.replayed;
    running.provider.hold = new Promise((resolve) => (release = resolve));
    const killed = running.server.sweep({ minAgeSeconds: 0 });
    await running.provider.received(before + 1);
    await running.server.crashFunction(FUNCTION);
    expect((await killed).status).toBeGreaterThanOrEqual(500);
    release();
    running.provider.hold = undefined;
    // The provider finishes the held call: the report left, nobody recorded it.
    await expect.poll(() => reports('semaine du 9 au 15 novembre 2026').length).toBe(1);
    expect(await stateOf(week)).toEqual({ state: 'en attente', attempts: 1 });
    await leasesRunOut();
    expect((await sweep()).weeklyReport).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(running.provider.replayed).toBe(replayed + 1);
    expect(reports('semaine du 9 au 15 novembre 2026')).toHaveLength(1);
    expect(await stateOf(week)).toEqual({ state: 'envoyé', attempts: 2 });
  }, 120_000);

  it('a provider failure is retried after its back-off, then the week is mailed once', async () => {
    const week = await planWeekDueAt('2026-10-19T06:00:00Z');
    expect(week).toBe('2026-10-12');
    running.provider.status = 503;
    const failing = await sweep();
    expect(failing.status).toBe(502);
    expect(failing.weeklyReport).toEqual({ sent: 0, retrying: 1, failed: 0 });
    running.provider.status = 200;
    // Its back-off has not run out: the next sweep leaves it.
    expect((await sweep()).weeklyReport).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const { rows } = await running.server.db.query<{ error: string }>('select error from public.contact_weekly_reports where week_start = $1', [week]);
    expect(rows[0]!.error).toMatch(/HTTP 503/);
    await leasesRunOut();
    expect((await sweep()).weeklyReport).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((await sweep()).weeklyReport).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(reports('semaine du 12 au 18 octobre 2026')).toHaveLength(1);
    expect(await stateOf(week)).toEqual({ state: 'envoyé', attempts: 2 });
  }, 120_000);

  it('an empty week still sends a short mail saying there was no request', async () => {
    await planWeekDueAt('2026-09-07T06:00:00Z');
    expect((await sweep()).weeklyReport).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = reports('semaine du 31 août au 6 septembre 2026');
    expect(mail!.text).toMatch(/^Aucune demande n’a été reçue la semaine du 31 août au 6 septembre 2026/);
  }, 120_000);

  it('a fresh database reports from its own week on: no report of last week at its first sweep', async () => {
    const { rows } = await running.server.db.query<{ due: boolean }>(
      `select public.outbox_due('rapport-hebdomadaire') as due
         from public.contact_request_settings
        where weekly_report_first_week = date_trunc('week', now() at time zone 'Europe/Paris')::date`,
    );
    expect(rows).toEqual([{ due: false }]);
  });
});

describe('the local stand-in’s periodic sweep', () => {
  it('mails a due weekly report by itself, as the hosted scheduled job does, into the outbox', async () => {
    const outboxDir = tempDir('rapport-hebdo');
    const local = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir, contactManagerEmail: MANAGER, sweepIntervalMs: 50, log: () => {} });
    try {
      // As if the database had been installed weeks ago: the week due now is reported.
      await local.db.query(`update public.contact_request_settings set weekly_report_first_week = '2026-01-05'`);
      const { rows } = await local.db.query<{ week: string }>('select week_start::text as week from public.contact_weekly_report_week(now())');
      await expect
        .poll(() => outboxEntries(outboxDir).filter((entry) => String(entry.payload.subject).startsWith('Rapport hebdomadaire')), { timeout: 60_000 })
        .toHaveLength(1);
      const [entry] = outboxEntries(outboxDir).filter((each) => String(each.payload.subject).startsWith('Rapport hebdomadaire'));
      // The provider's key is the week's: a second attempt at it is answered without a second mail.
      expect(entry!.idempotency_key).toBe(`weekly-report/${rows[0]!.week}`);
      expect(entry!.payload.to).toEqual([MANAGER]);
      await expect
        .poll(async () => (await local.db.query('select week_start::text as week, state from public.contact_weekly_reports')).rows)
        .toEqual([{ week: rows[0]!.week, state: 'envoyé' }]);
    } finally {
      await local.close();
    }
  }, 180_000);

  it('counts the time a local-clock move jumps over as swept: the week shows no interruption that the trial made', async () => {
    const local = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir: tempDir('horloge'), sweepIntervalMs: 60_000, log: () => {} });
    try {
      await local.setClock(3 * 86_400_000);
      const { rows } = await local.db.query<{ gaps: number }>(
        `select gaps from public.contact_sweep_gaps(now() - interval '3 days' + interval '20 minutes', now())`,
      );
      expect(rows).toEqual([{ gaps: 0 }]);
      // A job that stops after the move is still seen: an hour later with no run, one interruption.
      await local.db.query(`delete from public.contact_sweep_runs where ran_at > now() - interval '5 minutes'`);
      const { rows: later } = await local.db.query<{ gaps: number }>(
        `select gaps from public.contact_sweep_gaps(now() - interval '1 day', now() + interval '1 hour')`,
      );
      expect(later).toEqual([{ gaps: 1 }]);
    } finally {
      await local.close();
    }
  }, 300_000);
});
