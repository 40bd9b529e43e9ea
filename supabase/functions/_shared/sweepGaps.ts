// The weekly mail's line about the sweep (issue 33, point 4): the sweep sends the acknowledgements
// and reminders, marks lateness, and sends this very mail, so when the scheduled job stops, nothing
// says so by mail. Each sweep records its run (20261128160000); the mail of the week names the
// interruptions of more than 30 minutes the week had, when it had any. Its words are here, so the
// weekly mail's code gains one line (weeklyReportEmail.ts, delivery/weeklyReport.ts).

import type { SweepGaps, WeeklyReport } from "./contactStore.ts";
import type { DeliveryDeps } from "./delivery/lifecycle.ts";
import { SWEEP_JOB } from "./backendHealthShape.ts";
import { escapeHtml } from "./html.ts";

const NBSP = "\u00a0";

/** The week's interruptions; undefined when the database cannot say (the mail goes without the line). */
export async function weekSweepGaps(
  report: Pick<WeeklyReport, "starts_at" | "ends_at" | "week_start">,
  deps: Pick<DeliveryDeps, "store" | "logger" | "name">,
): Promise<SweepGaps | undefined> {
  try {
    return await deps.store.sweepGaps(report.starts_at, report.ends_at);
  } catch (error) {
    deps.logger.error(
      `${deps.name ?? "outbox"}: sweep gaps of ${report.week_start} unreadable: ${error}`,
    );
    return undefined;
  }
}

/** `45 min`, `5 h 20`. */
function duration(minutes: number): string {
  if (minutes < 60) return `${minutes}${NBSP}min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}${NBSP}h${
    rest === 0 ? "" : `${NBSP}${String(rest).padStart(2, "0")}`
  }`;
}

/**
 * The line and a blank one after it (the mail's text starts with them), or none for a week without
 * an interruption (or unknown).
 */
export function sweepGapText(gaps: SweepGaps | undefined): string[] {
  const line = sweepGapLine(gaps);
  return line === undefined ? [] : [line, ""];
}

export function sweepGapHtml(gaps: SweepGaps | undefined): string[] {
  const line = sweepGapLine(gaps);
  return line === undefined ? [] : [`<p><strong>${escapeHtml(line)}</strong></p>`];
}

function sweepGapLine(gaps: SweepGaps | undefined): string | undefined {
  if (gaps === undefined || gaps.gaps === 0) return undefined;
  return (
    `Attention${NBSP}: la relance automatique (accusés de réception, rappels, retards) s’est ` +
    `arrêtée ${gaps.gaps}${NBSP}fois plus de 30${NBSP}minutes cette semaine, la plus longue ` +
    `${
      duration(gaps.longest_minutes)
    }${NBSP}; pendant ces arrêts, rien de tout cela n’est parti. ` +
    `La personne qui administre le site doit vérifier la tâche planifiée ${SWEEP_JOB}.`
  );
}
