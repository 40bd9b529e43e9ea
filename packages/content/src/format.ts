/**
 * French typography helpers. The narrow no-break space (U+202F) goes before `; ! ? :` (the
 * Imprimerie nationale's fine space; `typesetText`), the no-break space (U+00A0) inside « », before
 * `%` and `€` and between the thousands of a number (`5 000 €`), so no line ever starts with one.
 */
export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

/** `5000` → `5 000 €` with no-break spaces, as French readers expect. */
export function formatEuros(amount: number): string {
  return `${formatNumber(amount)}${NBSP}€`;
}

export function formatNumber(value: number): string {
  // Intl groups with U+202F; normalise to U+00A0 so one kind of space is used site-wide.
  return new Intl.NumberFormat('fr-FR').format(value).replace(/\u202f/g, NBSP);
}

/** `783.9` → `783,90 €`: an amount of pay, always with its cents. */
export function formatEurosCents(amount: number): string {
  return `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount).replace(/\u202f/g, NBSP)}${NBSP}€`;
}

/**
 * « de » before a name, elided before a vowel: `d’École Connectée`, `de Laval`. The brand is a
 * provisional fact: copy never writes « de ${SCHOOL.brand} » by hand.
 */
export function ofName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüÿæœ]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/** `stratégie digitale` → `Stratégie digitale`: a list of words written once, opening a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

/** `87` → `87 %`. */
export function formatPercent(value: number): string {
  return `${value}${NBSP}%`;
}

/**
 * `2025-10-23` → `23 octobre 2025`, `2026-01-01` → `1er janvier 2026` (dates are plain calendar
 * days, no time zone shift; French writes the first of the month as an ordinal).
 */
export function formatDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  const text = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
  return d === 1 ? text.replace(/^1 /, '1er ') : text;
}
