// The figures of the SLA report (issue 21, point 6), computed in ONE place for both readers: the
// staff's `npm run lead-report` (packages/campaigns imports this file by relative path) and the
// weekly mail to the manager (send-contact-email's sweep). Pure: no import but relative plain
// TypeScript, no clock (the caller says when « now » is), no time zone.
//
// What the report needs of a request, read from the staff view `requests_followup`: its times, its
// follow-up, its reason and where it came from. Never the visitor's name, e-mail, phone or message.

import { reportText } from "./reportText.ts";

export interface FollowUpRow {
  reason: string;
  created_at: string;
  due_at: string;
  answered_at: string | null;
  closed_at: string | null;
  late_at: string | null;
  landing_path: string | null;
  utm_campaign: string | null;
  /**
   * Set while staff wait for the visitor (« en attente du visiteur », the staff desk): the clock
   * stands still, so the request is open but not late. The weekly mail's rows do not carry it yet.
   */
  paused_at?: string | null;
}

/** The only columns of requests_followup a report reads (no personal column among them). */
export const FOLLOW_UP_COLUMNS = [
  "reason",
  "created_at",
  "due_at",
  "answered_at",
  "closed_at",
  "late_at",
  "landing_path",
  "utm_campaign",
  "paused_at",
] as const;

export interface LeadRow {
  label: string;
  requests: number;
  /** Answered by their due time. */
  inTime: number;
  /** Requests whose outcome is known: answered, or open past their due time (closed ones left out). */
  decided: number;
  /** inTime ÷ decided; null when nothing is decided yet. */
  shareInTime: number | null;
  /** Hours from the request to « Répondu », over the answered requests; null when none. */
  medianHours: number | null;
  p90Hours: number | null;
  /** Neither answered nor closed. */
  open: number;
  /** Open and past their due time. */
  late: number;
}

export interface LeadReport {
  byReason: LeadRow[];
  byCampaign: LeadRow[];
  byLanding: LeadRow[];
  total: LeadRow;
}

/** The row label of a request without a campaign, and of one whose landing page is unknown. */
export const NO_CAMPAIGN = "(sans campagne)";
export const UNKNOWN_LANDING = "(page d’arrivée inconnue)";

const HOUR = 3_600_000;

/** The nearest-rank percentile of sorted values (the median is p = 0.5). */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1]!;
}

/** A time of the row, or null when it is unset or later than `now`. */
function by(value: string | null, now: number): number | null {
  if (value === null) return null;
  const at = Date.parse(value);
  return at <= now ? at : null;
}

/**
 * One row of the report. The requests are seen as they stood at `now`: an answer, a closing or a
 * lateness recorded later does not count yet. For the terminal report `now` is the present, so
 * nothing is later; for the weekly mail it is the week's Monday 08:00, so a retry an hour later
 * mails the same figures under the same idempotency key.
 */
function summarise(label: string, rows: readonly FollowUpRow[], now: number): LeadRow {
  let inTime = 0;
  let decided = 0;
  let open = 0;
  let late = 0;
  const hours: number[] = [];
  for (const row of rows) {
    const due = Date.parse(row.due_at);
    const answered = by(row.answered_at, now);
    if (answered !== null) {
      hours.push((answered - Date.parse(row.created_at)) / HOUR);
      decided += 1;
      if (answered <= due) inTime += 1;
    } else if (by(row.closed_at, now) === null) {
      open += 1;
      const paused = by(row.paused_at ?? null, now) !== null;
      if (by(row.late_at, now) !== null || (due <= now && !paused)) {
        late += 1;
        decided += 1;
      }
    }
  }
  hours.sort((a, b) => a - b);
  return {
    label,
    requests: rows.length,
    inTime,
    decided,
    shareInTime: decided === 0 ? null : inTime / decided,
    medianHours: percentile(hours, 0.5),
    p90Hours: percentile(hours, 0.9),
    open,
    late,
  };
}

/** Rows grouped by a key, the largest group first, then by label. */
function grouped(
  rows: readonly FollowUpRow[],
  key: (row: FollowUpRow) => string,
  now: number,
): LeadRow[] {
  const groups = new Map<string, FollowUpRow[]>();
  for (const row of rows) {
    const label = reportText(key(row));
    groups.set(label, [...(groups.get(label) ?? []), row]);
  }
  return [...groups.entries()]
    .map(([label, members]) => summarise(label, members, now))
    .sort((a, b) => b.requests - a.requests || a.label.localeCompare(b.label, "fr"));
}

/** The report of these requests as they stood at `now` (milliseconds). */
export function buildLeadReport(rows: readonly FollowUpRow[], now: number): LeadReport {
  return {
    byReason: grouped(rows, (row) => row.reason, now),
    byCampaign: grouped(rows, (row) => row.utm_campaign ?? NO_CAMPAIGN, now),
    byLanding: grouped(rows, (row) => row.landing_path ?? UNKNOWN_LANDING, now),
    total: summarise("Total", rows, now),
  };
}

const NBSP = "\u00a0";

/** `55,6 %` (no-break space before the sign), `—` when unknown. */
export function formatRate(rate: number | null): string {
  if (rate === null) return "—";
  return `${
    new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(rate * 100)
  }${NBSP}%`;
}

/** `5,5 h`, `—` when unknown. */
export function formatHours(hours: number | null): string {
  if (hours === null) return "—";
  return `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(hours)}${NBSP}h`;
}

/** The column heads of every table of the report: terminal, CSV, HTML page and mail. */
export const LEAD_HEADERS = [
  "Demandes",
  "Dans le délai",
  "Délai médian",
  "90ᵉ centile",
  "Ouvertes",
  "En retard",
];

/** A row's figures as every output prints them, in LEAD_HEADERS' order. */
export function leadCells(row: LeadRow): string[] {
  return [
    String(row.requests),
    formatRate(row.shareInTime),
    formatHours(row.medianHours),
    formatHours(row.p90Hours),
    String(row.open),
    String(row.late),
  ];
}
