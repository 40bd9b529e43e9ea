/**
 * The SMIC (salaire minimum interprofessionnel de croissance), as dated, sourced data: every value
 * with the day it took effect and the decree that set it. An apprentice's minimum pay is a share
 * of it (`payGrid.ts`), so a build "as of" a day (DESIGN.md §2.7) uses the value in force that day.
 * Add each new decree here, with its own date and source; never edit a past value.
 */
export interface SmicValue {
  /** First day the value applies (`YYYY-MM-DD`). */
  effectiveFrom: string;
  /** Gross hourly amount, in euros. */
  hourlyGross: number;
  /** Gross monthly amount for the legal 35-hour week (151 ⅔ hours a month), in euros. */
  monthlyGross: number;
  /** The text that set it. */
  source: string;
}

/** Where the values apply: the decrees set another amount for Mayotte. */
export const SMIC_SCOPE = 'en métropole et dans les départements d’outre-mer, hors Mayotte';

export const SMIC_HISTORY: readonly SmicValue[] = [
  // +2 % on 1 November 2024; no other change until 1 January 2026 (the January 2025 revaluation
  // was brought forward to this one).
  { effectiveFrom: '2024-11-01', hourlyGross: 11.88, monthlyGross: 1801.8, source: 'Décret n° 2024-951 du 23 octobre 2024' },
  { effectiveFrom: '2026-01-01', hourlyGross: 12.02, monthlyGross: 1823.03, source: 'Décret n° 2025-1228 du 17 décembre 2025' },
];

/**
 * The SMIC in force on `day` (`YYYY-MM-DD`): the latest value that took effect on or before it, or
 * `undefined` before the first known one (a page then shows no amount rather than a wrong one).
 */
export function smicOn(day: string, history: readonly SmicValue[] = SMIC_HISTORY): SmicValue | undefined {
  return [...history]
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
    .filter((value) => value.effectiveFrom <= day)
    .at(-1);
}
