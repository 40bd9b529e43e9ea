import { BUSINESS_CALENDAR } from '@ecole/content/replyPromises/replyPromises';
import { FOLLOW_UP_COLUMNS } from '../../../supabase/functions/_shared/leadFigures.ts';

/**
 * Which requests a lead report reads, for a period of the school's days: one definition for its
 * readers, `npm run lead-report` (service role, leadReport.ts) and the staff desk's « Semaine »
 * (a staff session, apps/equipe), so both read the same rows of `requests_followup` and compute
 * the same figures (leadFigures.ts). Browser-safe: no Node import.
 */

/** A period of days `AAAA-MM-JJ`, both ends included; an end left out is open. */
export interface LeadPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The instant a calendar day `AAAA-MM-JJ` starts in `timeZone` (ISO, UTC), with Intl's offsets
 * (JavaScript has no time-zone arithmetic). The database computes the weekly mail's bounds with
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
export function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The read of a period: the report's columns of `requests_followup` (none personal), oldest
 * first, from the first day's midnight to the midnight after the last, Paris time:
 * `{ from: '2026-11-16', to: '2026-11-22' }` is Monday 00:00 to Monday 00:00, the very week the
 * weekly mail reports.
 */
export function leadQuery(period: LeadPeriod = {}): { table: 'requests_followup'; select: string; from?: string; before?: string } {
  return {
    table: 'requests_followup',
    select: FOLLOW_UP_COLUMNS.join(','),
    ...(period.from === undefined ? {} : { from: dayStart(period.from) }),
    ...(period.to === undefined ? {} : { before: dayStart(nextDay(period.to)) }),
  };
}
