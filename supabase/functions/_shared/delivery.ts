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

import { composeAcknowledgement } from "./acknowledgementEmail.ts";
import { composeCeilingAlert } from "./ceilingAlertEmail.ts";
import { composeContactEmail, type OutgoingEmail, type StaffFollowUp } from "./contactEmail.ts";
import { breachMessage } from "./contactPayload.ts";
import { checkEmail, checkName, checkRow } from "./contactContract/index.ts";
import type { ClaimedMail, ClaimedRequest, ContactStore } from "./contactStore.ts";
import { frenchDeadline } from "./frenchTime.ts";
import {
  type ActionConfig,
  followUpLink,
  readActionConfig,
  signFollowUpToken,
} from "./followUpToken.ts";
import type { GetEnv } from "./mailConfig.ts";
import { siteOrigin } from "./siteOrigin.ts";
import type { MailConfig } from "./mailConfig.ts";
import { sendEmail, type SendResult } from "./mailer.ts";
import { isPlaceholder } from "./placeholders.ts";
import { composeReminder } from "./reminderEmail.ts";

export interface DeliveryDeps {
  store: ContactStore;
  mail: MailConfig;
  fetch?: typeof fetch;
  logger: Pick<Console, "error">;
  /** The clock the sweep's time budget is read from (milliseconds). */
  now?: () => number;
  /**
   * What the mails need for their follow-up links (issue 21): the site's origin (SITE_ORIGIN, ""
   * for a path) and the key that signs them (CONTACT_ACTION_SECRET). Without the key, the mails
   * go without links.
   */
  links?: { siteOrigin: string; action?: ActionConfig };
  /**
   * Where the 90 % reminder goes (CONTACT_MANAGER_EMAIL, comma-separated); the team's addresses
   * (CONTACT_EMAIL_TO) when unset.
   */
  managers?: string[];
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
export function describeFailure(result: Extract<SendResult, { ok: false }>): string {
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

/** The links' settings from the environment; what is missing is logged, never fatal to a mail. */
export function readLinkSettings(
  getEnv: GetEnv,
  logger: Pick<Console, "error">,
): NonNullable<DeliveryDeps["links"]> {
  const origin = siteOrigin(getEnv);
  if (!origin.ok) {
    logger.error(
      "send-contact-email: SITE_ORIGIN is not an http(s) origin (or is the example of .env.example): links are paths",
    );
  }
  const action = readActionConfig(getEnv);
  if (!action.ok) {
    logger.error(`send-contact-email: ${action.problem}: mails go without follow-up links`);
  }
  return {
    siteOrigin: origin.ok ? origin.origin : "",
    action: action.ok ? action.config : undefined,
  };
}

/**
 * What a mail about this request says of its follow-up: its reference, due time and promise, and
 * its two signed links. A database that cannot tell (the follow-up missing, unreachable) leaves
 * the mail without it: the request must reach the school all the same.
 */
export async function staffFollowUp(
  request: Pick<ClaimedRequest, "id" | "created_at">,
  deps: DeliveryDeps,
): Promise<StaffFollowUp | undefined> {
  let info;
  try {
    info = await deps.store.followUp(request.id);
  } catch (error) {
    deps.logger.error(`send-contact-email: follow-up of ${request.id} unreadable: ${error}`);
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

/** The follow-up with its two signed links, when the functions hold the key that signs them. */
async function withLinks(
  request: { id: string; created_at: string },
  followUp: StaffFollowUp,
  deps: DeliveryDeps,
): Promise<StaffFollowUp> {
  const action = deps.links?.action;
  if (action === undefined) return followUp;
  const origin = deps.links?.siteOrigin ?? "";
  const [prendre, repondu] = await Promise.all([
    signFollowUpToken(request, "prendre", action),
    signFollowUpToken(request, "repondu", action),
  ]);
  return {
    ...followUp,
    links: { prendre: followUpLink(origin, prendre), repondu: followUpLink(origin, repondu) },
  };
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
  const followUp = await staffFollowUp(request, deps);
  const sent = await sendEmail(composeContactEmail(request, deps.mail, followUp), {
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

/** The provider's key for one follow-up mail of a request: the same for every attempt. */
export function mailIdempotencyKey(mail: Pick<ClaimedMail, "request_id" | "kind">): string {
  return `contact-request/${mail.request_id}/${mail.kind}`;
}

/** CONTACT_MANAGER_EMAIL: the manager's address(es); unset, the team's get the 90 % reminder too. */
export function readManagers(getEnv: GetEnv, logger: Pick<Console, "error">): string[] | undefined {
  const managers = (getEnv("CONTACT_MANAGER_EMAIL") ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter((address) => address !== "");
  // A header value: a line break in it is a broken secret, not an address.
  if (managers.some((address) => /[\r\n]/.test(address))) {
    logger.error("send-contact-email: CONTACT_MANAGER_EMAIL contains a line break: ignored");
    return undefined;
  }
  // .env.example's example is a domain that is not the school's (issue 33).
  if (isPlaceholder("CONTACT_MANAGER_EMAIL", managers.join(","))) {
    logger.error(
      "send-contact-email: CONTACT_MANAGER_EMAIL is the example of .env.example: ignored",
    );
    return undefined;
  }
  return managers.length > 0 ? managers : undefined;
}

/**
 * The mail of a claimed follow-up row: the visitor's acknowledgement, the manager's ceiling alert,
 * or a staff reminder.
 */
async function composeFollowUpMail(
  mail: ClaimedMail,
  deps: DeliveryDeps,
): Promise<OutgoingEmail | string> {
  if (mail.kind === "plafond") {
    return composeCeilingAlert(
      { reference: mail.reference, createdAt: mail.created_at },
      { from: deps.mail.from, manager: deps.managers ?? deps.mail.to },
    );
  }
  const due = frenchDeadline(mail.due_local);
  if (mail.kind === "accuse-reception") {
    // Stored under the table's rules already; checked again, as the staff mail checks its row.
    const breach = checkEmail(mail.email) ?? checkName(mail.name);
    if (breach !== null) return `Adresse ou nom refusé par les règles actuelles (${breach})`;
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
  if (contact === null) return "Demande introuvable (effacée entre-temps)";
  return composeReminder(
    { kind: mail.kind, reason: mail.reason, name: mail.name, ...contact, followUp, takenBy: mail.taken_by },
    {
      from: deps.mail.from,
      team: deps.mail.to,
      manager: deps.managers ?? deps.mail.to,
      owner: mail.owner_email,
    },
  );
}

/** Sends one claimed follow-up mail (acknowledgement or reminder) and records how it went. */
export async function deliverMail(mail: ClaimedMail, deps: DeliveryDeps): Promise<Delivery> {
  const outgoing = await composeFollowUpMail(mail, deps);
  if (typeof outgoing === "string") {
    await deps.store.failMail(mail, outgoing);
    deps.logger.error(`send-contact-email: ${mail.kind} of ${mail.request_id} failed: ${outgoing}`);
    return "failed";
  }
  const sent = await sendEmail(outgoing, {
    apiUrl: deps.mail.apiUrl,
    apiKey: deps.mail.apiKey,
    idempotencyKey: mailIdempotencyKey(mail),
    fetch: deps.fetch,
    timeoutMs: deps.mail.timeoutMs,
  });
  const label = `${mail.kind} of ${mail.request_id}`;
  try {
    if (sent.ok) {
      // A lost claim after a send: the provider's key kept the mail single.
      if (!(await deps.store.markMailSent(mail, sent.id))) {
        deps.logger.error(`send-contact-email: ${label} sent but its claim was lost`);
      }
      return "sent";
    }
    if (!sent.retry) {
      await deps.store.failMail(mail, describeFailure(sent));
      deps.logger.error(`send-contact-email: ${label} failed for good: ${sent.detail}`);
      return "failed";
    }
    const state = await deps.store.deferMail(mail, describeFailure(sent));
    return state === "en échec" ? "failed" : "retry";
  } catch (error) {
    // The claim stays: once its lease runs out the next sweep sends again, under the same key.
    deps.logger.error(`send-contact-email: ${label} not recorded: ${error}`);
    return sent.ok ? "sent" : "retry";
  }
}

export interface FollowUpSweepResult {
  /** Requests marked `en retard` by this sweep. */
  late: number;
  reminders: { sent: number; retrying: number; failed: number };
  /** The lateness alerts (20261128140000). */
  lateAlerts: { sent: number; retrying: number; failed: number };
  /** The manager's alerts of a connection at its ceiling of proved requests (20261128170000). */
  ceilingAlerts: { sent: number; retrying: number; failed: number };
  /** The visitors' acknowledgements. */
  acknowledgements: { sent: number; retrying: number; failed: number };
}

/**
 * The follow-up part of a sweep (issue 21): marks the requests past their due time `en retard`,
 * then sends the due acknowledgements, reminders and alerts one claim at a time, within the same
 * limits as the staff mails; the database hands out the mails of suspected floods last
 * (20261128170000), so a genuine visitor's acknowledgement never waits behind them.
 */
export async function sweepFollowUps(deps: DeliveryDeps): Promise<FollowUpSweepResult> {
  const now = deps.now ?? Date.now;
  const started = now();
  const result: FollowUpSweepResult = {
    late: await deps.store.markLate(),
    reminders: { sent: 0, retrying: 0, failed: 0 },
    lateAlerts: { sent: 0, retrying: 0, failed: 0 },
    ceilingAlerts: { sent: 0, retrying: 0, failed: 0 },
    acknowledgements: { sent: 0, retrying: 0, failed: 0 },
  };
  let retriesInARow = 0;
  for (let handled = 0; handled < SWEEP_MAX_REQUESTS; handled += 1) {
    if (now() - started > SWEEP_TIME_BUDGET_MS) break;
    const [mail] = await deps.store.claimDueMails(1);
    if (mail === undefined) break;
    const outcome = await deliverMail(mail, deps);
    const counts = mail.kind === "accuse-reception"
      ? result.acknowledgements
      : mail.kind === "retard"
      ? result.lateAlerts
      : mail.kind === "plafond"
      ? result.ceilingAlerts
      : result.reminders;
    if (outcome === "sent") counts.sent += 1;
    else if (outcome === "failed") counts.failed += 1;
    else counts.retrying += 1;
    retriesInARow = outcome === "retry" ? retriesInARow + 1 : 0;
    if (retriesInARow >= SWEEP_STOP_AFTER_RETRIES) break;
  }
  return result;
}
