// A local wall-clock time as a French reader writes it: « lundi 9 mars 2026 à 17 h 00 ». The
// database gives it in the business time zone already (contact_request_follow_up's `due_local`),
// so nothing here knows a time zone.

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
