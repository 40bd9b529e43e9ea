import { type Connection, fetchAllRows } from '@ecole/staff-export';
import { NO_CAMPAIGN, UNKNOWN_LANDING } from './report.ts';
import { reportText } from './reportText.ts';
import type { Period } from './visits.ts';

/**
 * The SLA report of issue 21 (`npm run lead-report`): for the requests of a period, per reason and
 * per campaign and landing page, how many came, the share answered within their promise, the
 * median and 90th percentile time to the first response, and how many are open and late.
 *
 * What the report needs of a request, read from the staff view `requests_followup` with the
 * service key: its times and its follow-up, its reason and where it came from. Never the
 * visitor's name, e-mail, phone or message.
 */
export interface FollowUpRow {
  reason: string;
  created_at: string;
  due_at: string;
  answered_at: string | null;
  closed_at: string | null;
  late_at: string | null;
  landing_path: string | null;
  utm_campaign: string | null;
}

export const FOLLOW_UP_COLUMNS = ['reason', 'created_at', 'due_at', 'answered_at', 'closed_at', 'late_at', 'landing_path', 'utm_campaign'] as const;

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

const HOUR = 3_600_000;

/** The nearest-rank percentile of sorted values (the median is p = 0.5). */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1]!;
}

function summarise(label: string, rows: readonly FollowUpRow[], now: number): LeadRow {
  let inTime = 0;
  let decided = 0;
  let open = 0;
  let late = 0;
  const hours: number[] = [];
  for (const row of rows) {
    const due = Date.parse(row.due_at);
    if (row.answered_at !== null) {
      const answered = Date.parse(row.answered_at);
      hours.push((answered - Date.parse(row.created_at)) / HOUR);
      decided += 1;
      if (answered <= due) inTime += 1;
    } else if (row.closed_at === null) {
      open += 1;
      if (due <= now || row.late_at !== null) {
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
function grouped(rows: readonly FollowUpRow[], key: (row: FollowUpRow) => string, now: number): LeadRow[] {
  const groups = new Map<string, FollowUpRow[]>();
  for (const row of rows) {
    const label = reportText(key(row));
    groups.set(label, [...(groups.get(label) ?? []), row]);
  }
  return [...groups.entries()]
    .map(([label, members]) => summarise(label, members, now))
    .sort((a, b) => b.requests - a.requests || a.label.localeCompare(b.label, 'fr'));
}

export function buildLeadReport(rows: readonly FollowUpRow[], now: number): LeadReport {
  return {
    byReason: grouped(rows, (row) => row.reason, now),
    byCampaign: grouped(rows, (row) => row.utm_campaign ?? NO_CAMPAIGN, now),
    byLanding: grouped(rows, (row) => row.landing_path ?? UNKNOWN_LANDING, now),
    total: summarise('Total', rows, now),
  };
}

/** The requests of the period (days inclusive, UTC, as `campaign-report`) with their follow-up. */
export async function fetchFollowUps(connection: Connection, period: Period = {}): Promise<FollowUpRow[]> {
  const query = new URLSearchParams({ select: FOLLOW_UP_COLUMNS.join(','), order: 'created_at.asc' });
  if (period.from !== undefined) query.append('created_at', `gte.${period.from}T00:00:00Z`);
  if (period.to !== undefined) {
    const next = new Date(`${period.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    query.append('created_at', `lt.${next.toISOString()}`);
  }
  return await fetchAllRows<FollowUpRow>(connection, 'requests_followup', query);
}
