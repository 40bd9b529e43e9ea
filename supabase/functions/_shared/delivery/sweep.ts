// The sweep (issue 21, 36): every 10 minutes the scheduled job (pg_cron, supabase/README.md) calls
// the sweep-outbox function with the service-role key, which empties the three outboxes in turn:
// the school's mails of requests whose visitor call failed or never came, then the follow-up (the
// requests past their due time marked `en retard`, the acknowledgements, reminders and alerts),
// then, from Monday 08:00 (Paris), last week's report. A provider that keeps failing stops it after
// the first outbox: the rest waits for the next run. Each run is recorded (issue 33: a sweep that
// stops is seen by staff, the weekly mail and the launch check).
//
// The same answer serves the old entry, send-contact-email with `{"sweep": true}`, while projects
// still schedule it (supabase/README.md, « Scheduled tasks »).

import { jsonResponse } from "../cors.ts";
import { createContactStore, readStoreConfig } from "../contactStore.ts";
import { type GetEnv, readMailConfig } from "../mailConfig.ts";
import { isServiceRoleCall } from "../serviceAuth.ts";
import { type FollowUpSweepResult, sweepFollowUps } from "./followUpMails.ts";
import type { DeliveryCounts, DeliveryDeps } from "./lifecycle.ts";
import { type RequestMailSweep, sweepRequestMails } from "./requestMail.ts";
import { readLinkSettings, readManagers } from "./settings.ts";
import { sweepWeeklyReport } from "./weeklyReport.ts";

/** Age under which the sweep leaves a request's mail to the visitor's own call. */
export const SWEEP_DEFAULT_MIN_AGE_SECONDS = 120;

const NBSP = "\u00a0";

export const SWEEP_ERRORS = {
  forbidden: "Seule la clé service_role peut relancer l’envoi des demandes en attente.",
  minAge: `minAgeSeconds doit être un nombre entier de secondes entre 0 et 86${NBSP}400.`,
  notConfigured: "L’envoi d’e-mails n’est pas configuré sur le serveur.",
  provider: "L’e-mail n’a pas pu être envoyé. Veuillez réessayer plus tard.",
} as const;

/**
 * What a sweep did, as it answers it: the school's mails (`sent`, `retrying`, `failed`,
 * `providerDown`), the follow-up (`late`, `reminders`, `lateAlerts`, `ceilingAlerts`,
 * `acknowledgements`) and `weeklyReport`; the last two absent when the provider was down.
 */
export type SweepResult =
  & RequestMailSweep
  & Partial<FollowUpSweepResult>
  & { weeklyReport?: DeliveryCounts };

/** Empties the outboxes in turn and records the run. */
export async function sweep(minAgeSeconds: number, deps: DeliveryDeps): Promise<SweepResult> {
  const requests = await sweepRequestMails(minAgeSeconds, deps);
  const followUps = requests.providerDown ? undefined : await sweepFollowUps(deps);
  const weeklyReport = requests.providerDown ? undefined : await sweepWeeklyReport(deps);
  await deps.store.recordSweep().catch((error: unknown) =>
    deps.logger.error(`${deps.name ?? "outbox"}: sweep not recorded: ${String(error)}`)
  );
  return { ...requests, ...followUps, weeklyReport };
}

/** How many mails of a sweep wait for their next try. */
export function waiting(result: SweepResult): number {
  const followUps = [
    result.reminders,
    result.lateAlerts,
    result.ceilingAlerts,
    result.acknowledgements,
    result.weeklyReport,
  ];
  return followUps.reduce((sum, counts) => sum + (counts?.retrying ?? 0), result.retrying);
}

export interface SweepCall {
  request: Request;
  /** The call's JSON body: `{}`, or `{ "minAgeSeconds": n }` (the old entry's has `sweep` too). */
  body: Record<string, unknown>;
  getEnv: GetEnv;
  fetch?: typeof fetch;
  logger: Pick<Console, "error">;
  now?: () => number;
  /** The function answering, first in its log lines. */
  name: string;
}

/**
 * The answer to a sweep call: 403 without the service-role key, 400 for an unusable
 * `minAgeSeconds`, 500 without the settings; then 200 with what the sweep did, or 502 with the
 * same when a mail waits for its next try (pg_net keeps the answer).
 */
export async function answerSweep(call: SweepCall): Promise<Response> {
  const { request, body, getEnv, logger, name } = call;
  const storeConfig = readStoreConfig(getEnv);
  if (!(storeConfig.ok && isServiceRoleCall(request, storeConfig.config.serviceKey))) {
    return jsonResponse(403, { error: SWEEP_ERRORS.forbidden });
  }
  const minAge = body.minAgeSeconds ?? SWEEP_DEFAULT_MIN_AGE_SECONDS;
  if (typeof minAge !== "number" || !Number.isInteger(minAge) || minAge < 0 || minAge > 86_400) {
    return jsonResponse(400, { error: SWEEP_ERRORS.minAge });
  }
  const mailConfig = readMailConfig(getEnv);
  if (!mailConfig.ok) {
    logger.error(`${name}: settings unusable: ${mailConfig.problems.join("; ")}`);
    return jsonResponse(500, { error: SWEEP_ERRORS.notConfigured });
  }
  const result = await sweep(minAge, {
    store: createContactStore(storeConfig.config, { fetch: call.fetch }),
    mail: mailConfig.config,
    fetch: call.fetch,
    logger,
    name,
    now: call.now,
    links: readLinkSettings(getEnv, logger, name),
    managers: readManagers(getEnv, logger, name),
  });
  if (waiting(result) > 0) return jsonResponse(502, { error: SWEEP_ERRORS.provider, ...result });
  return jsonResponse(200, { ok: true, ...result });
}
