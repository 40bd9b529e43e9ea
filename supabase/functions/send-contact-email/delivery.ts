// Sending the mail of a request the caller has claimed, and the sweep that retries the ones
// whose mail failed. The mail is composed from the STORED row, never from the call's body:
// what the school receives is what the database holds.

import { composeContactEmail } from "../_shared/contactEmail.ts";
import { checkRow } from "../_shared/contactRules.ts";
import type { ClaimedRequest, ContactStore } from "../_shared/contactStore.ts";
import type { MailConfig } from "../_shared/mailConfig.ts";
import { sendEmail } from "../_shared/mailer.ts";

export interface DeliveryDeps {
  store: ContactStore;
  mail: MailConfig;
  fetch?: typeof fetch;
  mailTimeoutMs?: number;
  logger: Pick<Console, "error">;
}

export type Delivery = "sent" | "provider-failed" | "invalid";

/** Marking can fail after the mail left: try a few times before giving up. */
const MARK_ATTEMPTS = 3;

async function markNotified(request: ClaimedRequest, deps: DeliveryDeps): Promise<void> {
  for (let attempt = 1; attempt <= MARK_ATTEMPTS; attempt += 1) {
    try {
      if (await deps.store.markNotified(request)) return;
      deps.logger.error(`send-contact-email: request ${request.id} sent but its claim was lost`);
      return;
    } catch (error) {
      if (attempt === MARK_ATTEMPTS) {
        // The claim stays: once its lease runs out the sweep may mail this request again.
        deps.logger.error(`send-contact-email: request ${request.id} sent, not marked: ${error}`);
      }
    }
  }
}

async function release(request: ClaimedRequest, deps: DeliveryDeps): Promise<void> {
  try {
    await deps.store.release(request);
  } catch (error) {
    // The lease runs out on its own (15 minutes): the sweep retries after that.
    deps.logger.error(`send-contact-email: claim of ${request.id} not released: ${error}`);
  }
}

/** Sends the one mail of a claimed request, then marks it notified or releases it. */
export async function deliverClaimed(
  request: ClaimedRequest,
  deps: DeliveryDeps,
): Promise<Delivery> {
  // The row passed the table's CHECK constraints; checking again keeps the function's own
  // guarantees (Reply-To a single address, no line break in the subject) whoever wrote it.
  const breach = checkRow(request);
  if (breach) {
    deps.logger.error(
      `send-contact-email: stored request ${request.id} unusable (${breach.field})`,
    );
    await release(request, deps);
    return "invalid";
  }
  const sent = await sendEmail(composeContactEmail(request, deps.mail), {
    apiUrl: deps.mail.apiUrl,
    apiKey: deps.mail.apiKey,
    fetch: deps.fetch,
    timeoutMs: deps.mailTimeoutMs,
  });
  if (!sent.ok) {
    deps.logger.error(
      `send-contact-email: e-mail API refused request ${request.id} (status ${
        sent.status ?? "none"
      }): ${sent.detail}`,
    );
    await release(request, deps);
    return "provider-failed";
  }
  await markNotified(request, deps);
  return "sent";
}

export interface SweepResult {
  sent: number;
  failed: number;
}

/** Requests per claim; a sweep claims batch after batch up to SWEEP_MAX_BATCHES. */
export const SWEEP_BATCH = 20;
export const SWEEP_MAX_BATCHES = 10;

/**
 * Mails every pending request stored at least `minAgeSeconds` ago (the visitor's own call
 * goes first). Stops at the first provider failure, giving back the claims it still holds:
 * a provider that is down would refuse the others too.
 */
export async function sweep(minAgeSeconds: number, deps: DeliveryDeps): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, failed: 0 };
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch += 1) {
    const claimed = await deps.store.claimDue(minAgeSeconds, SWEEP_BATCH);
    for (const [index, request] of claimed.entries()) {
      const outcome = await deliverClaimed(request, deps);
      if (outcome === "sent") {
        result.sent += 1;
        continue;
      }
      result.failed += 1;
      if (outcome === "provider-failed") {
        await Promise.all(claimed.slice(index + 1).map((rest) => release(rest, deps)));
        return result;
      }
    }
    if (claimed.length < SWEEP_BATCH) break;
  }
  return result;
}
