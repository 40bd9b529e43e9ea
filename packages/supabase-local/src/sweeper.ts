import type { PGlite } from '@electric-sql/pglite';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import type { SerialQueue } from './serial-queue.ts';

/**
 * The local stand-in for the scheduled job of a hosted project (pg_cron + pg_net posting to the
 * sweep-outbox function every 10 minutes, see supabase/README.md): a mail that failed waits in its
 * outbox and is sent again here, the follow-up mails and the weekly report leave when due. It goes
 * through the real function over HTTP with the service-role key, like the scheduled job. It also
 * deletes the contact budget's day-old admissions, as the `purge-contact-request-admissions` job
 * does, and the visit counters older than 25 months, as `purge-campaign-visits` does.
 */

export interface SweepOutcome {
  status: number;
  body: unknown;
}

export interface Sweeper {
  sweep(options?: { minAgeSeconds?: number }): Promise<SweepOutcome>;
  /**
   * Runs the periodic tick now, after any under way (what the timer does every interval: only
   * when something is due), and resolves to the sweep's answer, or undefined when nothing was due.
   */
  tick(): Promise<SweepOutcome | undefined>;
  /** Runs `work` between two ticks (none under way, none starting until it ends): a clock change. */
  between<T>(work: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

/**
 * What the function's sweep would pick up: a school's mail to send (the sweep's default age), a
 * request past its due time to mark `en retard`, a due follow-up mail, or, from Monday 08:00
 * (Paris), last week's report to the manager (issue 21): what each outbox would hand out
 * (outbox_due, 20261128190000).
 */
const PENDING = `select public.outbox_due('demande', interval '2 minutes')
  or exists (
    select 1 from public.contact_request_followups as f
     where f.late_at is null and f.answered_at is null and f.closed_at is null and f.due_at <= now()
  )
  or public.outbox_due('suivi')
  or public.outbox_due('rapport-hebdomadaire') as pending`;

export function startSweeper(options: { url: string; db: PGlite; queue: SerialQueue; log: (line: string) => void; intervalMs: number }): Sweeper {
  const { url, db, queue, log } = options;
  /** The ticks and clock changes, one after the other. */
  let chain: Promise<unknown> = Promise.resolve();
  let busy = 0;
  let stopped = false;
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    busy += 1;
    const next = chain.then(work).finally(() => {
      busy -= 1;
    });
    chain = next.catch(() => {});
    return next;
  };

  async function sweep(sweepOptions: { minAgeSeconds?: number } = {}): Promise<SweepOutcome> {
    const response = await fetch(`${url}/functions/v1/sweep-outbox`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(sweepOptions),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // keep the text for the log
    }
    return { status: response.status, body };
  }

  async function tick(): Promise<SweepOutcome | undefined> {
    // The contact budget's day-old admissions, as the `purge-contact-request-admissions` job does,
    // and the visit counters older than 25 months, as `purge-campaign-visits` does (issue 37).
    await queue.run(() => db.query('select public.purge_contact_request_admissions()'));
    await queue.run(() => db.query('select public.purge_campaign_visits()'));
    // Only wake Deno when there is something to send: an idle laptop stays idle.
    const pending = await queue.run(() => db.query<{ pending: boolean }>(PENDING));
    if (stopped) return undefined;
    if (!pending.rows[0]?.pending) {
      // Nothing for the function to do: the run is recorded all the same, as the function records
      // its own (issue 33), or the desk and the launch check would say the sweep stopped.
      await queue.run(() => db.query('select public.record_contact_sweep()'));
      return undefined;
    }
    const outcome = await sweep();
    const body = outcome.body as {
      sent?: number;
      retrying?: number;
      failed?: number;
      late?: number;
      reminders?: { sent?: number };
      weeklyReport?: { sent?: number };
    };
    log(
      `Relance des demandes en attente\u00a0: ${body.sent ?? 0} envoyée(s), ${body.retrying ?? 0} à réessayer, ${body.failed ?? 0} en échec définitif, ${body.reminders?.sent ?? 0} rappel(s), ${body.late ?? 0} demande(s) passée(s) en retard, ${body.weeklyReport?.sent ?? 0} rapport(s) hebdomadaire(s) (HTTP ${outcome.status}).`,
    );
    return outcome;
  }

  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          // One sweep at a time: a slow provider must not stack them up.
          if (busy > 0) return;
          serial(tick).catch((error: unknown) => {
            if (!stopped) log(`Relance des demandes en attente impossible\u00a0: ${(error as Error).message}`);
          });
        }, options.intervalMs)
      : undefined;
  timer?.unref();

  return {
    sweep,
    tick: () => serial(tick),
    between: serial,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await chain;
    },
  };
}

/**
 * Records the runs the 10-minute scheduled job makes between `fromMs` and `toMs` (a forward move of
 * the local clock, `npm run local-clock`), the last 15 days of it at most: what record_contact_sweep
 * keeps. A move backwards records nothing.
 */
export async function recordSweepsThrough(db: PGlite, queue: SerialQueue, fromMs: number, toMs: number): Promise<void> {
  const from = Math.max(fromMs, toMs - 15 * 86_400_000);
  if (toMs - from < 10 * 60_000) return;
  await queue.run(() =>
    db.query(
      `insert into public.contact_sweep_runs (ran_at)
       select pg_catalog.generate_series($1::timestamptz + interval '10 minutes', $2::timestamptz, interval '10 minutes')`,
      [new Date(from).toISOString(), new Date(toMs).toISOString()],
    ),
  );
}
