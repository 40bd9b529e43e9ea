import { BUSINESS_CALENDAR } from '@ecole/content/replyPromises/replyPromises';
import { LEAD_MAX_ROWS, type LeadFiguresArgs } from '../../../supabase/functions/_shared/leadFigures.ts';

/**
 * The period and instant a lead report asks public.lead_figures for (issue 33: the figures are
 * computed once, in SQL), for its readers here: `npm run lead-report` (service role, leadReport.ts)
 * and the staff desk's « Semaine » (a staff session, apps/equipe). The weekly mail asks for its
 * week's bounds itself (send-contact-email). Browser-safe: no Node import.
 */

/** A period of days `AAAA-MM-JJ`, both ends included; an end left out is open. */
export interface LeadPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The instant of a wall-clock time `AAAA-MM-JJTHH:MM[:SS]` in `timeZone` (ISO, UTC), with Intl's
 * offsets (JavaScript has no time-zone arithmetic). The database computes the weekly mail's bounds
 * with `at time zone`; test/weeklyReportMail.test.ts checks both agree on a summer-time week.
 */
export function wallTimeInstant(local: string, timeZone: string = BUSINESS_CALENDAR.timeZone): string {
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(instant));
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  };
  const wall = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`);
  // A first guess with the offset at the wall-clock time read as UTC, then again with the offset
  // at the guess: right on both sides of a change (France changes at 2 or 3 a.m.).
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** The instant a calendar day `AAAA-MM-JJ` starts in `timeZone` (ISO, UTC). */
export function dayStart(day: string, timeZone: string = BUSINESS_CALENDAR.timeZone): string {
  return wallTimeInstant(`${day}T00:00:00`, timeZone);
}

/** The day after `AAAA-MM-JJ`. */
export function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The arguments of public.lead_figures for a period of the school's days and an instant: from the
 * first day's midnight to the midnight after the last, Paris time (`{ from: '2026-11-16', to:
 * '2026-11-22' }` is Monday 00:00 to Monday 00:00, the very week the weekly mail reports), as the
 * requests stood at `at` (ISO), with the rows capped at LEAD_MAX_ROWS per table.
 */
export function leadFiguresArgs(period: LeadPeriod, at: string): LeadFiguresArgs {
  return {
    p_from: period.from === undefined ? null : dayStart(period.from),
    p_to: period.to === undefined ? null : dayStart(nextDay(period.to)),
    p_at: at,
    p_max_rows: LEAD_MAX_ROWS,
  };
}
