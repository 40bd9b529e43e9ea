// The weekly SLA report to the manager (issue 21, point 6; the `rapport-hebdomadaire` outbox), sent
// by the sweep: at the first sweep after Monday 08:00 (Paris), the database writes the week before
// and hands out its claim, once (20261127130000), its figures taken at its first claim's instant
// (20261128150000); this reads the week's figures at that moment from public.lead_figures, the very
// figures of `npm run lead-report --at` and of the desk's « Semaine » (issue 33), and mails them to
// CONTACT_MANAGER_EMAIL (the 90 % reminders' address; the team's when unset) under the
// idempotency key of the week. A crash between claim and mark sends again once the lease ran out,
// under the same key, which the provider answers without a second mail (whatever the figures
// became meanwhile: mailer.ts takes its 409 for « sent »).

import type { ClaimedWeeklyReport, WeeklyReport } from "../contactStore.ts";
import { leadReport } from "../leadFigures.ts";
import { weekSweepGaps } from "../sweepGaps.ts";
import { composeWeeklyReport } from "../weeklyReportEmail.ts";
import {
  count,
  deliver,
  type Delivery,
  type DeliveryCounts,
  type DeliveryDeps,
  noDeliveries,
  sweepOutbox,
} from "./lifecycle.ts";

/** The provider's key for the one report of a week: the same for every attempt. */
export function weeklyReportKey(report: Pick<WeeklyReport, "week_start">): string {
  return `weekly-report/${report.week_start}`;
}

/** Sends one claimed weekly report and records how it went. */
export async function deliverWeeklyReport(
  claimed: ClaimedWeeklyReport,
  deps: DeliveryDeps,
): Promise<Delivery> {
  const report = claimed.item;
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
  return await deliver(claimed, {
    mail,
    idempotencyKey: weeklyReportKey(report),
    label: `weekly report of ${report.week_start}`,
  }, deps);
}

/** At most this many weeks per sweep: one, unless earlier weeks wait for a retry. */
const WEEKS_PER_SWEEP = 4;

/**
 * The weekly part of a sweep: the due week's report (and any earlier one waiting for a retry), in
 * week order; a passing failure leaves the other weeks to the next sweep.
 */
export async function sweepWeeklyReport(deps: DeliveryDeps): Promise<DeliveryCounts> {
  const counts = noDeliveries();
  try {
    await sweepOutbox("rapport-hebdomadaire", {
      maxMails: WEEKS_PER_SWEEP,
      stopAfterRetries: 1,
      deliverOne: (claimed) => deliverWeeklyReport(claimed, deps),
      onOutcome: (_, outcome) => count(counts, outcome),
    }, deps);
  } catch (error) {
    // The database failed (or lacks its migrations: functions deployed before `db push`). The
    // rest of the sweep is done and answered; a claimed week waits for its lease, then the next sweep.
    deps.logger.error(`${deps.name ?? "outbox"}: weekly report not sent: ${error}`);
    counts.retrying += 1;
  }
  return counts;
}
