import { frenchDateTime, frenchDeadline, wallClock } from '@ecole/supabase/french-time';

/**
 * The promise clock as staff read it: business hours (the school's working days, holidays skipped:
 * the database computes them, `business_hours_left`), said as a person says them.
 */

/** `3 h`, `45 min`, `2 h 30`: whole minutes, no decimals. */
export function duration(hours: number): string {
  const minutes = Math.round(Math.abs(hours) * 60);
  if (minutes < 60) return `${minutes}\u00a0min`;
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${whole}\u00a0h` : `${whole}\u00a0h\u00a0${String(rest).padStart(2, '0')}`;
}

/** French agrees « ouvrée(s) » with the quantity: plural from 2 (2 h, 45 min), singular below (1 h 30, 1 min). */
function isPlural(hours: number): boolean {
  const minutes = Math.round(Math.abs(hours) * 60);
  return minutes < 60 ? minutes >= 2 : minutes >= 120;
}

/** « 3 h ouvrées restantes », « en retard de 2 h ouvrées », or null once answered or closed. */
export function countdown(hoursLeft: number | null, paused = false): string | null {
  if (hoursLeft === null) return null;
  const s = isPlural(hoursLeft) ? 's' : '';
  if (paused) return `délai suspendu (${duration(hoursLeft)} ouvrée${s} à la reprise)`;
  if (hoursLeft <= 0) return `en retard de ${duration(hoursLeft)} ouvrée${s}`;
  return `${duration(hoursLeft)} ouvrée${s} restante${s}`;
}

const PARIS = 'Europe/Paris';

/**
 * « lundi 30 novembre à 18 h 00 », in the school's time zone: the functions' French formatter
 * (supabase/functions/_shared/frenchTime.ts, one for the mails and the desk), without the year.
 */
export function frenchMoment(iso: string): string {
  const local = wallClock(iso, PARIS);
  return (local && frenchDateTime(local)?.replace(/ \d{4} à /, ' à ')) ?? iso;
}

/** A deadline as a person says it, « lundi 30 novembre, avant 18 h » (issue 33): the mails' words. */
export function frenchDeadlineOf(iso: string): string {
  const local = wallClock(iso, PARIS);
  return (local && frenchDeadline(local)) ?? iso;
}

/** « 28/11/2026 15:04 », short, for lists and the timeline. */
export function shortMoment(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    .format(new Date(iso))
    .replace(',', '');
}
