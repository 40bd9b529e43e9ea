// Sending the mail of a request the caller has claimed, and the sweep that retries the ones
// whose mail failed. The mail is composed from the STORED row, never from the call's body:
// what the school receives is what the database holds.
//
// Each request ends in one of three ways, recorded on its row (delivery_state):
// - sent: the provider took the mail (marked notified, with the provider's id);
// - retry: a temporary failure (provider down, slow, busy); the row waits a growing delay
//   (defer_contact_request) and is given up after the last attempt;
// - failed: a permanent failure (the provider refused this mail, or the row breaks the rules,
//   which only an older row can); the row is failed with its reason and never tried again.
// The provider call carries an idempotency key made from the row's id: trying again after a
// timeout or a crash between sending and marking cannot mail the school twice.

import { composeContactEmail } from "../_shared/contactEmail.ts";
import { breachMessage } from "../_shared/contactPayload.ts";
import { checkRow } from "../_shared/contactRules.ts";
import type { ClaimedRequest, ContactStore } from "../_shared/contactStore.ts";
import type { MailConfig } from "../_shared/mailConfig.ts";
import { sendEmail, type SendResult } from "../_shared/mailer.ts";

export interface DeliveryDeps {
  store: ContactStore;
  mail: MailConfig;
  fetch?: typeof fetch;
  logger: Pick<Console, "error">;
  /** The clock the sweep's time budget is read from (milliseconds). */
  now?: () => number;
}

export type Delivery = "sent" | "retry" | "failed";

/** The provider's key for the one mail of a request: the same for every attempt. */
export function idempotencyKey(request: Pick<ClaimedRequest, "id">): string {
  return `contact-request/${request.id}`;
}

/** Marking can fail after the mail left: try a few times before giving up. */
const MARK_ATTEMPTS = 3;

async function markNotified(
  request: ClaimedRequest,
  providerId: string | undefined,
  deps: DeliveryDeps,
): Promise<void> {
  for (let attempt = 1; attempt <= MARK_ATTEMPTS; attempt += 1) {
    try {
      if (await deps.store.markNotified(request, providerId)) return;
      deps.logger.error(`send-contact-email: request ${request.id} sent but its claim was lost`);
      return;
    } catch (error) {
      if (attempt === MARK_ATTEMPTS) {
        // The claim stays: once its lease runs out the sweep sends again, with the same
        // idempotency key, and the provider answers without a second mail.
        deps.logger.error(`send-contact-email: request ${request.id} sent, not marked: ${error}`);
      }
    }
  }
}

/** What staff read in the export for a failed send (French, no secret). */
function describeFailure(result: Extract<SendResult, { ok: false }>): string {
  const status = result.status === undefined ? "" : ` (HTTP ${result.status})`;
  if (!result.retry) return `Refusé par le fournisseur d’e-mail${status} : ${result.detail}`;
  if (result.status === undefined) return `Fournisseur d’e-mail injoignable : ${result.detail}`;
  return `Fournisseur d’e-mail en erreur${status} : ${result.detail}`;
}

/** Records a failure; a store error leaves the claim to run out (2 minutes) and the sweep retries. */
async function record(
  request: ClaimedRequest,
  outcome: "retry" | "failed",
  reason: string,
  deps: DeliveryDeps,
): Promise<Delivery> {
  try {
    if (outcome === "failed") {
      await deps.store.fail(request, reason);
      deps.logger.error(`send-contact-email: request ${request.id} failed for good: ${reason}`);
      return "failed";
    }
    const state = await deps.store.defer(request, reason);
    if (state === "en échec") {
      deps.logger.error(
        `send-contact-email: request ${request.id} given up after ${request.notify_attempts} attempts: ${reason}`,
      );
      return "failed";
    }
    deps.logger.error(`send-contact-email: request ${request.id} will be retried: ${reason}`);
    return "retry";
  } catch (error) {
    deps.logger.error(`send-contact-email: failure of ${request.id} not recorded: ${error}`);
    return outcome;
  }
}

/** Sends the one mail of a claimed request and records how it went. */
export async function deliverClaimed(
  request: ClaimedRequest,
  deps: DeliveryDeps,
): Promise<Delivery> {
  // The row passed the table's CHECK constraints, which are these rules: only a row stored
  // before the rules were tightened can fail here. It is failed, not retried forever.
  const breach = checkRow(request);
  if (breach) {
    const reason = `Demande impossible à envoyer, champ « ${breach.field} » : ${
      breachMessage(breach.field, breach.breach)
    }`;
    return await record(request, "failed", reason, deps);
  }
  const sent = await sendEmail(composeContactEmail(request, deps.mail), {
    apiUrl: deps.mail.apiUrl,
    apiKey: deps.mail.apiKey,
    idempotencyKey: idempotencyKey(request),
    fetch: deps.fetch,
    timeoutMs: deps.mail.timeoutMs,
  });
  if (!sent.ok) {
    return await record(request, sent.retry ? "retry" : "failed", describeFailure(sent), deps);
  }
  if (sent.alreadySent) {
    deps.logger.error(
      `send-contact-email: request ${request.id} was already mailed under its key (409): marked sent`,
    );
  }
  await markNotified(request, sent.id, deps);
  return "sent";
}

export interface SweepResult {
  sent: number;
  /** Temporary failures: waiting for their next try. */
  retrying: number;
  /** Permanent failures, and requests given up after their last try. */
  failed: number;
  /** True when the sweep stopped because the provider kept failing: the rest waits. */
  providerDown: boolean;
}

/** After this many temporary failures in a row the provider is taken as down: stop. */
export const SWEEP_STOP_AFTER_RETRIES = 3;
/** At most this many requests per sweep (the scheduled job runs every 10 minutes). */
export const SWEEP_MAX_REQUESTS = 200;
/** A sweep stops claiming after this long: a hosted function has a wall-clock limit. */
export const SWEEP_TIME_BUDGET_MS = 50_000;

/**
 * Mails the due requests stored at least `minAgeSeconds` ago (the visitor's own call goes
 * first), one claim at a time, the requests tried least first: a failing request never stands
 * in front of the others. Stops when nothing is due, after SWEEP_MAX_REQUESTS, after
 * SWEEP_TIME_BUDGET_MS, or after SWEEP_STOP_AFTER_RETRIES temporary failures in a row.
 */
export async function sweep(minAgeSeconds: number, deps: DeliveryDeps): Promise<SweepResult> {
  const now = deps.now ?? Date.now;
  const started = now();
  const result: SweepResult = { sent: 0, retrying: 0, failed: 0, providerDown: false };
  let retriesInARow = 0;
  for (let handled = 0; handled < SWEEP_MAX_REQUESTS; handled += 1) {
    if (now() - started > SWEEP_TIME_BUDGET_MS) break;
    const [request] = await deps.store.claimDue(minAgeSeconds, 1);
    if (request === undefined) break;
    const outcome = await deliverClaimed(request, deps);
    if (outcome === "sent") result.sent += 1;
    else if (outcome === "failed") result.failed += 1;
    else result.retrying += 1;
    retriesInARow = outcome === "retry" ? retriesInARow + 1 : 0;
    if (retriesInARow >= SWEEP_STOP_AFTER_RETRIES) {
      result.providerDown = true;
      break;
    }
  }
  return result;
}
