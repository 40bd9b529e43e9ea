import { BUSINESS_CALENDAR } from '@ecole/content';
import { type Connection, fetchAllRows } from '@ecole/staff-export';
import { FOLLOW_UP_COLUMNS, type FollowUpRow } from '../../../supabase/functions/_shared/leadFigures.ts';
import type { Period } from './visits.ts';

/**
 * The SLA report of issue 21 (`npm run lead-report`): for the requests of a period, per reason and
 * per campaign and landing page, how many came, the share answered within their promise, the
 * median and 90th percentile time to the first response, and how many are open and late.
 *
 * The figures are computed by supabase/functions/_shared/leadFigures.ts, the very code of the
 * weekly mail to the manager (send-contact-email's sweep): a Deno function cannot import a
 * workspace package, so the package imports the function's file (plain TypeScript, no import but
 * relative ones) by relative path, and the two reports cannot drift apart.
 */
export {
  buildLeadReport,
  FOLLOW_UP_COLUMNS,
  type FollowUpRow,
  type LeadReport,
  type LeadRow,
  percentile,
} from '../../../supabase/functions/_shared/leadFigures.ts';

/**
 * The instant a calendar day `AAAA-MM-JJ` starts in `timeZone` (ISO, UTC), with Intl's offsets
 * (Node has no time-zone arithmetic). The database computes the weekly mail's bounds with
 * `at time zone`; test/weeklyReportMail.test.ts checks both agree on a summer-time week.
 */
export function dayStart(day: string, timeZone: string = BUSINESS_CALENDAR.timeZone): string {
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(instant));
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  };
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  // A first guess with the offset at the wall-clock midnight read as UTC, then again with the
  // offset at the guess: right on both sides of a change (France changes at 2 or 3 a.m.).
  let instant = wallMidnight - offsetAt(wallMidnight);
  instant = wallMidnight - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** The day after `AAAA-MM-JJ`. */
function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The requests of the period with their follow-up. The days are the school's (Europe/Paris, the
 * business calendar of the promises): `--from 2026-11-16 --to 2026-11-22` is Monday 00:00 to
 * Monday 00:00 in Paris, the very week the weekly mail reports.
 */
export async function fetchFollowUps(connection: Connection, period: Period = {}): Promise<FollowUpRow[]> {
  const query = new URLSearchParams({ select: FOLLOW_UP_COLUMNS.join(','), order: 'created_at.asc' });
  if (period.from !== undefined) query.append('created_at', `gte.${dayStart(period.from)}`);
  if (period.to !== undefined) query.append('created_at', `lt.${dayStart(nextDay(period.to))}`);
  return await fetchAllRows<FollowUpRow>(connection, 'requests_followup', query);
}
