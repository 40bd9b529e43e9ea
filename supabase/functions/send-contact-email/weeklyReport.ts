// The weekly SLA report to the manager (issue 21, point 6), sent by the sweep: at the first sweep
// after Monday 08:00 (Paris), the database hands out the claim of the week before, once
// (20261127130000), with the claim's instant as the report's moment (20261128150000); this reads
// the week's figures at that moment from public.lead_figures, the very figures of
// `npm run lead-report --at` and of the desk's « Semaine » (issue 33), and mails them to
// CONTACT_MANAGER_EMAIL (the 90 % reminders' address; the team's when unset) under the
// idempotency key of the week. A crash between claim and mark sends again once the lease ran out,
// under the same key, which the provider answers without a second mail (whatever the figures
// became meanwhile: mailer.ts takes its 409 for « sent »).

import type { ClaimedWeeklyReport } from "../_shared/contactStore.ts";
import { leadReport } from "../_shared/leadFigures.ts";
import { sendEmail } from "../_shared/mailer.ts";
import { weekSweepGaps } from "../_shared/sweepGaps.ts";
import { composeWeeklyReport } from "../_shared/weeklyReportEmail.ts";
import { type Delivery, type DeliveryDeps, describeFailure } from "../_shared/delivery.ts";

/** The provider's key for the one report of a week: the same for every attempt. */
export function weeklyReportKey(report: Pick<ClaimedWeeklyReport, "week_start">): string {
  return `weekly-report/${report.week_start}`;
}

/** Sends one claimed weekly report and records how it went. */
export async function deliverWeeklyReport(
  report: ClaimedWeeklyReport,
  deps: DeliveryDeps,
): Promise<Delivery> {
  const rows = await deps.store.weeklyReportFigures(report);
  const mail = composeWeeklyReport(
    {
      weekStart: report.week_start,
      asOf: report.as_of,
      report: leadReport(rows),
      sweepGaps: await weekSweepGaps(report, deps),
    },
    { from: deps.mail.from, to: deps.managers ?? deps.mail.to },
  );
  const sent = await sendEmail(mail, {
    apiUrl: deps.mail.apiUrl,
    apiKey: deps.mail.apiKey,
    idempotencyKey: weeklyReportKey(report),
    fetch: deps.fetch,
    timeoutMs: deps.mail.timeoutMs,
  });
  const label = `weekly report of ${report.week_start}`;
  try {
    if (sent.ok) {
      // A lost claim after a send: the provider's key kept the mail single.
      if (!(await deps.store.markWeeklyReportSent(report, sent.id))) {
        deps.logger.error(`send-contact-email: ${label} sent but its claim was lost`);
      }
      return "sent";
    }
    if (!sent.retry) {
      await deps.store.failWeeklyReport(report, describeFailure(sent));
      deps.logger.error(`send-contact-email: ${label} failed for good: ${sent.detail}`);
      return "failed";
    }
    const state = await deps.store.deferWeeklyReport(report, describeFailure(sent));
    deps.logger.error(`send-contact-email: ${label} will be retried: ${sent.detail}`);
    return state === "en échec" ? "failed" : "retry";
  } catch (error) {
    // The claim stays: once its lease runs out the next sweep sends again, under the same key.
    deps.logger.error(`send-contact-email: ${label} not recorded: ${error}`);
    return sent.ok ? "sent" : "retry";
  }
}

export interface WeeklyReportSweepResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** At most this many weeks per sweep: one, unless earlier weeks wait for a retry. */
const WEEKS_PER_SWEEP = 4;

/** The weekly part of a sweep: the due week's report (and any earlier one waiting for a retry). */
export async function sweepWeeklyReport(deps: DeliveryDeps): Promise<WeeklyReportSweepResult> {
  const result: WeeklyReportSweepResult = { sent: 0, retrying: 0, failed: 0 };
  for (let week = 0; week < WEEKS_PER_SWEEP; week += 1) {
    let outcome: Delivery;
    try {
      const [report] = await deps.store.claimWeeklyReport();
      if (report === undefined) break;
      outcome = await deliverWeeklyReport(report, deps);
    } catch (error) {
      // The database failed (or lacks 20261127130000: functions deployed before `db push`). The
      // rest of the sweep is done and answered; a claimed week waits for its lease, then the next sweep.
      deps.logger.error(`send-contact-email: weekly report not sent: ${error}`);
      result.retrying += 1;
      break;
    }
    if (outcome === "sent") result.sent += 1;
    else if (outcome === "failed") result.failed += 1;
    else {
      // The provider is failing: the other weeks wait for the next sweep.
      result.retrying += 1;
      break;
    }
  }
  return result;
}
