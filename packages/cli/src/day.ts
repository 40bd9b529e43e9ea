const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What is wrong with a day typed on a command line (`--since`, `--from`, `--to`), in French, or
 * undefined when it is a calendar day `AAAA-MM-JJ`. `Date.parse` alone takes 2026-02-30 (it rolls
 * it over to 2 March) and PostgreSQL then refuses it in English: the day must exist.
 */
export function dayError(option: string, value: string): string | undefined {
  const match = DAY.exec(value);
  if (match !== null) {
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (year >= 1970 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return undefined;
  }
  return `Date invalide pour ${option}\u00a0: «\u00a0${value}\u00a0» (attendu un jour qui existe, AAAA-MM-JJ, par exemple 2026-09-01).`;
}
