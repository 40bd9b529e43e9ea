// The school's mail of each request (the `demande` outbox): sent by the visitor's own call just
// after the request is stored (send-contact-email, or submit-contact-form for a form without
// JavaScript), and by the sweep when that call failed or never came. Its key is the request's id.

import { breachMessage } from "../contactPayload.ts";
import { checkRow } from "../contactContract/index.ts";
import { composeContactEmail, type StaffFollowUp } from "../contactEmail.ts";
import type { ClaimedRequest, StoredRequest } from "../contactStore.ts";
import { frenchDeadline } from "../frenchTime.ts";
import {
  count,
  deliver,
  type Delivery,
  type DeliveryCounts,
  type DeliveryDeps,
  type Letter,
  noDeliveries,
  sweepOutbox,
} from "./lifecycle.ts";
import { withLinks } from "./settings.ts";

/** The provider's key for the one mail of a request: the same for every attempt. */
export function idempotencyKey(request: Pick<StoredRequest, "id">): string {
  return `contact-request/${request.id}`;
}

/**
 * What a mail about this request says of its follow-up: its reference, due time and promise, and
 * its two signed links. A database that cannot tell (the follow-up missing, unreachable) leaves
 * the mail without it: the request must reach the school all the same.
 */
export async function staffFollowUp(
  request: Pick<StoredRequest, "id" | "created_at">,
  deps: DeliveryDeps,
): Promise<StaffFollowUp | undefined> {
  let info;
  try {
    info = await deps.store.followUp(request.id);
  } catch (error) {
    deps.logger.error(
      `${deps.name ?? "outbox"}: follow-up of ${request.id} unreadable: ${error}`,
    );
    return undefined;
  }
  if (info === null) return undefined;
  const followUp: StaffFollowUp = {
    reference: info.reference,
    due: frenchDeadline(info.due_local),
    promiseHours: info.promise_hours,
  };
  return await withLinks(request, followUp, deps);
}

/** The school's mail of a claimed request, or why it cannot be sent. */
async function letterOf(claimed: ClaimedRequest, deps: DeliveryDeps): Promise<Letter> {
  const request = claimed.item;
  const letter = { idempotencyKey: idempotencyKey(request), label: `request ${request.id}` };
  // The row passed the table's CHECK constraints, which are these rules: only a row stored
  // before the rules were tightened can fail here. It is failed, not retried forever.
  const breach = checkRow(request);
  if (breach) {
    const refused = `Demande impossible à envoyer, champ « ${breach.field} » : ${
      breachMessage(breach.field, breach.breach)
    }`;
    return { ...letter, mail: { refused } };
  }
  const followUp = await staffFollowUp(request, deps);
  return { ...letter, mail: composeContactEmail(request, deps.mail, followUp) };
}

/** Sends the one mail of a claimed request and records how it went. */
export async function deliverRequestMail(
  claimed: ClaimedRequest,
  deps: DeliveryDeps,
): Promise<Delivery> {
  return await deliver(claimed, await letterOf(claimed, deps), deps);
}

export interface RequestMailSweep extends DeliveryCounts {
  /** True when the sweep stopped because the provider kept failing: the rest waits. */
  providerDown: boolean;
}

/**
 * Mails the due requests stored at least `minAgeSeconds` ago (the visitor's own call goes
 * first), one claim at a time, the requests tried least first.
 */
export async function sweepRequestMails(
  minAgeSeconds: number,
  deps: DeliveryDeps,
): Promise<RequestMailSweep> {
  const counts = noDeliveries();
  const { providerDown } = await sweepOutbox("demande", {
    minAgeSeconds,
    deliverOne: (claimed) => deliverRequestMail(claimed, deps),
    onOutcome: (_, outcome) => count(counts, outcome),
  }, deps);
  return { ...counts, providerDown };
}
