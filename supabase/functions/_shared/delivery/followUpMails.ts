// The follow-up mails of a request (the `suivi` outbox, issue 21 and after): the visitor's
// acknowledgement, the team's reminder at 50 % of the promise, the manager's at 90 %, the lateness
// alert and the manager's alert of a connection at its ceiling of proved requests. Sent by the
// sweep after it marked the requests past their due time `en retard`; the database hands out the
// mails of suspected floods last (20261128170000), so a genuine visitor's acknowledgement never
// waits behind them. Each mail's key is its request's and its kind.

import { composeAcknowledgement } from "../acknowledgementEmail.ts";
import { composeCeilingAlert } from "../ceilingAlertEmail.ts";
import { checkEmail, checkName } from "../contactContract/index.ts";
import type { OutgoingEmail } from "../contactEmail.ts";
import type { ClaimedMail, FollowUpMail } from "../contactStore.ts";
import { frenchDeadline } from "../frenchTime.ts";
import { composeReminder } from "../reminderEmail.ts";
import {
  count,
  deliver,
  type Delivery,
  type DeliveryCounts,
  type DeliveryDeps,
  noDeliveries,
  type Refusal,
  sweepOutbox,
} from "./lifecycle.ts";
import { withLinks } from "./settings.ts";

/** The provider's key for one follow-up mail of a request: the same for every attempt. */
export function mailIdempotencyKey(mail: Pick<FollowUpMail, "request_id" | "kind">): string {
  return `contact-request/${mail.request_id}/${mail.kind}`;
}

/** The text of a follow-up mail, or why it cannot be sent. */
async function compose(mail: FollowUpMail, deps: DeliveryDeps): Promise<OutgoingEmail | Refusal> {
  if (mail.kind === "plafond") {
    return composeCeilingAlert(
      { reference: mail.reference, createdAt: mail.created_at },
      { from: deps.mail.from, manager: deps.managers ?? deps.mail.to },
    );
  }
  const due = frenchDeadline(mail.due_local);
  if (mail.kind === "accuse-reception") {
    // Stored under the table's rules already; checked again, as the school's mail checks its row.
    const breach = checkEmail(mail.email) ?? checkName(mail.name);
    if (breach !== null) {
      return { refused: `Adresse ou nom refusé par les règles actuelles (${breach})` };
    }
    return composeAcknowledgement(
      { name: mail.name, reference: mail.reference, promiseHours: mail.promise_hours, due },
      { from: deps.mail.from, to: mail.email, replyTo: deps.mail.to[0]! },
    );
  }
  const followUp = await withLinks(
    { id: mail.request_id, created_at: mail.created_at },
    { reference: mail.reference, due, promiseHours: mail.promise_hours },
    deps,
  );
  // How to reach the visitor (issue 33): the stored address and phone, read for this mail only.
  const contact = await deps.store.visitorContact(mail.request_id);
  if (contact === null) return { refused: "Demande introuvable (effacée entre-temps)" };
  return composeReminder(
    {
      kind: mail.kind,
      reason: mail.reason,
      name: mail.name,
      ...contact,
      followUp,
      takenBy: mail.taken_by,
    },
    {
      from: deps.mail.from,
      team: deps.mail.to,
      manager: deps.managers ?? deps.mail.to,
      owner: mail.owner_email,
    },
  );
}

/** Sends one claimed follow-up mail and records how it went. */
export async function deliverFollowUpMail(
  claimed: ClaimedMail,
  deps: DeliveryDeps,
): Promise<Delivery> {
  const mail = claimed.item;
  return await deliver(claimed, {
    mail: await compose(mail, deps),
    idempotencyKey: mailIdempotencyKey(mail),
    label: `${mail.kind} of ${mail.request_id}`,
  }, deps);
}

export interface FollowUpSweepResult {
  /** Requests marked `en retard` by this sweep. */
  late: number;
  reminders: DeliveryCounts;
  /** The lateness alerts (20261128140000). */
  lateAlerts: DeliveryCounts;
  /** The manager's alerts of a connection at its ceiling of proved requests (20261128170000). */
  ceilingAlerts: DeliveryCounts;
  /** The visitors' acknowledgements. */
  acknowledgements: DeliveryCounts;
}

/**
 * The follow-up part of a sweep (issue 21): marks the requests past their due time `en retard`,
 * then sends the due follow-up mails one claim at a time.
 */
export async function sweepFollowUps(deps: DeliveryDeps): Promise<FollowUpSweepResult> {
  const result: FollowUpSweepResult = {
    late: await deps.store.markLate(),
    reminders: noDeliveries(),
    lateAlerts: noDeliveries(),
    ceilingAlerts: noDeliveries(),
    acknowledgements: noDeliveries(),
  };
  const countsOf = (mail: FollowUpMail): DeliveryCounts =>
    mail.kind === "accuse-reception"
      ? result.acknowledgements
      : mail.kind === "retard"
      ? result.lateAlerts
      : mail.kind === "plafond"
      ? result.ceilingAlerts
      : result.reminders;
  await sweepOutbox("suivi", {
    deliverOne: (claimed) => deliverFollowUpMail(claimed, deps),
    onOutcome: (claimed, outcome) => count(countsOf(claimed.item), outcome),
  }, deps);
  return result;
}
