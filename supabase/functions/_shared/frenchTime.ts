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

/** `2026-03-09T17:00:00` → `lundi 9 mars 2026 à 17 h 00` (no-break spaces around « h »); null if unreadable. */
export function frenchDateTime(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
  const date = `${DAYS[weekday]} ${day === 1 ? "1er" : day} ${MONTHS[month! - 1]} ${year}`;
  return `${date} à ${hour}${NBSP}h${NBSP}${String(minute).padStart(2, "0")}`;
}
