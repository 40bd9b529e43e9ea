// Times as a French reader writes them, one formatter for the functions' mails and the staff desk
// (apps/equipe reads this file through @ecole/supabase/french-time): « lundi 9 mars 2026 à
// 17 h 00 », a deadline « lundi 30 novembre, avant 18 h » (issue 33: never « à 0 h 00 »). The
// database gives local wall-clock times in the business time zone (`due_local`); `wallClock`
// turns an instant into one where only an instant is known (the desk, the weekly mail's moment).

const DAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];
const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
const NBSP = "\u00a0";

/** `1er` for the first of the month, the figure otherwise. */
const dayOfMonth = (day: number) => (day === 1 ? "1er" : String(day));

/** `2026-03-09T17:00:00` → `lundi 9 mars 2026 à 17 h 00` (no-break spaces around « h »); null if unreadable. */
export function frenchDateTime(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
  const date = `${DAYS[weekday]} ${dayOfMonth(day!)} ${MONTHS[month! - 1]} ${year}`;
  return `${date} à ${hour}${NBSP}h${NBSP}${String(minute).padStart(2, "0")}`;
}

/**
 * The week of a Monday `2026-11-16`, as a French reader writes it: `du 16 au 22 novembre 2026`,
 * `du 26 octobre au 1er novembre 2026`, `du 28 décembre 2026 au 3 janvier 2027`; null if unreadable.
 */
export function frenchWeek(monday: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(monday);
  if (!match) return null;
  const start = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(start.getTime())) return null;
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const [y1, m1, d1] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()];
  const [y2, m2, d2] = [end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate()];
  const last = `${dayOfMonth(d2)} ${MONTHS[m2]} ${y2}`;
  if (y1 !== y2) return `du ${dayOfMonth(d1)} ${MONTHS[m1]} ${y1} au ${last}`;
  if (m1 !== m2) return `du ${dayOfMonth(d1)} ${MONTHS[m1]} au ${last}`;
  return `du ${dayOfMonth(d1)} au ${last}`;
}

/** `lundi 30 novembre` (no year: a deadline is days ahead, its weekday says which). */
function dayAndMonth(year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${DAYS[weekday]} ${dayOfMonth(day)} ${MONTHS[month - 1]}`;
}

/**
 * A deadline as a person says it: `2026-11-30T18:00:00` → `lundi 30 novembre, avant 18 h`,
 * `2026-12-03T11:30:00` → `jeudi 3 décembre, avant 11 h 30` (seconds dropped: a little early
 * rather than late). A due time at midnight (requests stored before the opening-hours clock, issue
 * 33) is the end of the day before: `lundi 30 novembre, avant minuit`. Null if unreadable.
 */
export function frenchDeadline(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  if (hour === 0 && minute === 0) {
    const before = new Date(Date.UTC(year!, month! - 1, day! - 1));
    return `${
      dayAndMonth(before.getUTCFullYear(), before.getUTCMonth() + 1, before.getUTCDate())
    }, avant minuit`;
  }
  const time = minute === 0
    ? `${hour}${NBSP}h`
    : `${hour}${NBSP}h${NBSP}${String(minute).padStart(2, "0")}`;
  return `${dayAndMonth(year!, month!, day!)}, avant ${time}`;
}

/**
 * The wall-clock time of an instant in a time zone, `2026-11-30T08:04:17` (Intl's offsets: the
 * runtime's time-zone data, in Deno and in the browser alike). Null if the instant is unreadable.
 */
export function wallClock(instant: string, timeZone = "Europe/Paris"): string | null {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }).formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}
