// One outbox lifecycle, the functions' half (issue 36): a claimed mail is sent under its own
// idempotency key, then marked sent, deferred (a passing failure: back-off, given up after the last
// attempt) or failed (a permanent one), by the holder of its claim only (the SQL half:
// supabase/migrations/20261128190000_outbox.sql). The school's mail of a request, the follow-up
// mails and the weekly report differ in what they send (requestMail.ts, followUpMails.ts,
// weeklyReport.ts), never in this.
//
// The mail is composed from the STORED row, never from a call's body: what is sent is what the
// database holds. The idempotency key is the mail's own, the same for every attempt: trying again
// after a timeout, or after a crash between sending and marking, cannot send it twice.

import type { OutgoingEmail } from "../contactEmail.ts";
import type { Claimed, ContactStore, Outbox } from "../contactStore.ts";
import type { ActionConfig } from "../followUpToken.ts";
import type { MailConfig } from "../mailConfig.ts";
import { sendEmail, type SendResult } from "../mailer.ts";

export interface DeliveryDeps {
  store: ContactStore;
  mail: MailConfig;
  fetch?: typeof fetch;
  logger: Pick<Console, "error">;
  /** The function's name, first in its log lines (`sweep-outbox`). */
  name?: string;
  /** The clock the sweep's time budget is read from (milliseconds). */
  now?: () => number;
  /**
   * What the mails need for their follow-up links (issue 21): the site's origin (SITE_ORIGIN, ""
   * for a path) and the key that signs them (CONTACT_ACTION_SECRET). Without the key, the mails
   * go without links.
   */
  links?: { siteOrigin: string; action?: ActionConfig };
  /**
   * Where the 90 % reminder, the alerts and the weekly report go (CONTACT_MANAGER_EMAIL,
   * comma-separated); the team's addresses (CONTACT_EMAIL_TO) when unset.
   */
  managers?: string[];
}

/** How one mail went: sent, waiting for its next try, or failed for good. */
export type Delivery = "sent" | "retry" | "failed";

/** A sweep's count of its mails, by how they went. */
export interface DeliveryCounts {
  sent: number;
  /** Temporary failures: waiting for their next try. */
  retrying: number;
  /** Permanent failures, and mails given up after their last try. */
  failed: number;
}

export function noDeliveries(): DeliveryCounts {
  return { sent: 0, retrying: 0, failed: 0 };
}

export function count(counts: DeliveryCounts, outcome: Delivery): void {
  if (outcome === "sent") counts.sent += 1;
  else if (outcome === "failed") counts.failed += 1;
  else counts.retrying += 1;
}

/** Why a claimed mail cannot be sent at all (its row breaks today's rules, its request is gone). */
export interface Refusal {
  refused: string;
}

/** A claimed mail and how to send it: its text (or why there is none), its key, its name in logs. */
export interface Letter {
  mail: OutgoingEmail | Refusal;
  idempotencyKey: string;
  /** `request 5baa…`, `accuse-reception of 5baa…`, `weekly report of 2026-11-16`. */
  label: string;
}

/** What staff read for a failed send (French, no secret). */
export function describeFailure(result: Extract<SendResult, { ok: false }>): string {
  const status = result.status === undefined ? "" : ` (HTTP ${result.status})`;
  if (!result.retry) return `Refusé par le fournisseur d’e-mail${status} : ${result.detail}`;
  if (result.status === undefined) return `Fournisseur d’e-mail injoignable : ${result.detail}`;
  return `Fournisseur d’e-mail en erreur${status} : ${result.detail}`;
}

const log = (deps: DeliveryDeps, line: string) =>
  deps.logger.error(`${deps.name ?? "outbox"}: ${line}`);

/** Marking can fail after the mail left: try a few times before giving up. */
const MARK_ATTEMPTS = 3;

async function markSent(
  claimed: Claimed,
  providerId: string | undefined,
  label: string,
  deps: DeliveryDeps,
): Promise<void> {
  for (let attempt = 1; attempt <= MARK_ATTEMPTS; attempt += 1) {
    try {
      // A lost claim after a send: the provider's key kept the mail single.
      if (!(await deps.store.markSent(claimed, providerId))) {
        log(deps, `${label} sent but its claim was lost`);
      }
      return;
    } catch (error) {
      if (attempt === MARK_ATTEMPTS) {
        // The claim stays: once its lease runs out the sweep sends again, with the same
        // idempotency key, and the provider answers without a second mail.
        log(deps, `${label} sent, not marked: ${error}`);
      }
    }
  }
}

/** Records a failure; a store error leaves the claim to run out (2 minutes) and the sweep retries. */
async function recordFailure(
  claimed: Claimed,
  outcome: "retry" | "failed",
  reason: string,
  label: string,
  deps: DeliveryDeps,
): Promise<Delivery> {
  try {
    if (outcome === "failed") {
      await deps.store.fail(claimed, reason);
      log(deps, `${label} failed for good: ${reason}`);
      return "failed";
    }
    if ((await deps.store.defer(claimed, reason)) === "en échec") {
      log(deps, `${label} given up after ${claimed.attempts} attempts: ${reason}`);
      return "failed";
    }
    log(deps, `${label} will be retried: ${reason}`);
    return "retry";
  } catch (error) {
    log(deps, `failure of ${label} not recorded: ${error}`);
    return outcome;
  }
}

/** Sends one claimed mail under its key and records how it went. */
export async function deliver(
  claimed: Claimed,
  letter: Letter,
  deps: DeliveryDeps,
): Promise<Delivery> {
  const { mail, idempotencyKey, label } = letter;
  if ("refused" in mail) return await recordFailure(claimed, "failed", mail.refused, label, deps);
  const sent = await sendEmail(mail, {
    apiUrl: deps.mail.apiUrl,
    apiKey: deps.mail.apiKey,
    idempotencyKey,
    fetch: deps.fetch,
    timeoutMs: deps.mail.timeoutMs,
  });
  if (!sent.ok) {
    return await recordFailure(
      claimed,
      sent.retry ? "retry" : "failed",
      describeFailure(sent),
      label,
      deps,
    );
  }
  if (sent.alreadySent) log(deps, `${label} was already mailed under its key (409): marked sent`);
  await markSent(claimed, sent.id, label, deps);
  return "sent";
}

/** After this many temporary failures in a row the provider is taken as down: stop. */
export const SWEEP_STOP_AFTER_RETRIES = 3;
/** At most this many mails of one outbox per sweep (the scheduled job runs every 10 minutes). */
export const SWEEP_MAX_REQUESTS = 200;
/** A sweep of one outbox stops claiming after this long: a hosted function has a wall-clock limit. */
export const SWEEP_TIME_BUDGET_MS = 50_000;

export interface OutboxSweep<O extends Outbox> {
  /** How one claimed mail is sent (deliver, with its letter). */
  deliverOne: (claimed: Claimed<O>) => Promise<Delivery>;
  /** Told of each mail's outcome, for the sweep's counts. */
  onOutcome: (claimed: Claimed<O>, outcome: Delivery) => void;
  /** Only mails due for at least this long (the school's mail of a fresh request). */
  minAgeSeconds?: number;
  maxMails?: number;
  stopAfterRetries?: number;
}

/**
 * Sends the due mails of one outbox, one claim at a time, in the outbox's order (the mails tried
 * least first: a failing mail never stands in front of the others). Stops when nothing is due,
 * after `maxMails`, after SWEEP_TIME_BUDGET_MS, or after `stopAfterRetries` temporary failures in
 * a row (the provider is down: `providerDown`).
 */
export async function sweepOutbox<O extends Outbox>(
  outbox: O,
  sweep: OutboxSweep<O>,
  deps: DeliveryDeps,
): Promise<{ providerDown: boolean }> {
  const now = deps.now ?? Date.now;
  const started = now();
  const stopAfter = sweep.stopAfterRetries ?? SWEEP_STOP_AFTER_RETRIES;
  let retriesInARow = 0;
  for (let handled = 0; handled < (sweep.maxMails ?? SWEEP_MAX_REQUESTS); handled += 1) {
    if (now() - started > SWEEP_TIME_BUDGET_MS) break;
    const [claimed] = await deps.store.claim(outbox, {
      limit: 1,
      minAgeSeconds: sweep.minAgeSeconds,
    });
    if (claimed === undefined) break;
    const outcome = await sweep.deliverOne(claimed);
    sweep.onOutcome(claimed, outcome);
    retriesInARow = outcome === "retry" ? retriesInARow + 1 : 0;
    if (retriesInARow >= stopAfter) return { providerDown: true };
  }
  return { providerDown: false };
}
