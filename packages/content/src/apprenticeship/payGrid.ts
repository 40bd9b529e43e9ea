/**
 * The apprentice's legal minimum pay (Code du travail, art. D6222-26 to D6222-31): a share of the
 * SMIC set by age band and year of the contract. Pure functions of the grid and an amount of the
 * SMIC, shared by the pages (the grid as a table) and the simulator that runs in the browser.
 */

/** A year of the contract: the grid has three (art. D6222-26). */
export type ContractYear = 1 | 2 | 3;
export const CONTRACT_YEARS: readonly ContractYear[] = [1, 2, 3];

export type AgeBandId = 'under18' | '18to20' | '21to25' | '26plus';

export interface AgeBand {
  id: AgeBandId;
  /** From this age on (`undefined`: any age below the next band; art. D6222-27 gives under-16s the 16–17 rates). */
  fromAge?: number;
  /** Share of the base, in percent, for the 1st, 2nd and 3rd year of the contract. */
  ratesPercent: readonly [number, number, number];
  /**
   * From 21, the base is the SMIC or, when it is higher, the minimum pay the collective agreement
   * sets for the job (art. D6222-26); below 21 it is the SMIC.
   */
  agreementMinimumApplies: boolean;
}

export const PAY_GRID: readonly AgeBand[] = [
  { id: 'under18', ratesPercent: [27, 39, 55], agreementMinimumApplies: false },
  { id: '18to20', fromAge: 18, ratesPercent: [43, 51, 67], agreementMinimumApplies: false },
  { id: '21to25', fromAge: 21, ratesPercent: [53, 61, 78], agreementMinimumApplies: true },
  { id: '26plus', fromAge: 26, ratesPercent: [100, 100, 100], agreementMinimumApplies: true },
];

export const PAY_GRID_SOURCES = {
  grid: 'Code du travail, art. D6222-26 (et D6222-27 pour les moins de 16 ans)',
  /** When a birthday moves the apprentice to the next band. */
  raise: 'Code du travail, art. D6222-31',
} as const;

/** The band of an apprentice of `age` (whole years). */
export function ageBandOf(age: number, grid: readonly AgeBand[] = PAY_GRID): AgeBand {
  return [...grid].reverse().find((band) => band.fromAge === undefined || age >= band.fromAge)!;
}

export interface PayCase {
  /** Age in whole years. */
  age: number;
  contractYear: ContractYear;
  /**
   * Gross monthly minimum the company's collective agreement sets for the job, when it sets one
   * (euros). It replaces the SMIC as the base from 21 when it is higher.
   */
  agreementMinimum?: number;
}

export interface MinimumPay {
  band: AgeBand;
  ratePercent: number;
  /** What the percentage applies to. */
  base: 'smic' | 'agreement';
  baseMonthly: number;
  /** Gross monthly minimum, in euros, rounded to the cent. */
  monthlyGross: number;
}

/** Euros → whole cents, so sums and roundings are exact. */
export const toCents = (euros: number): number => Math.round(euros * 100);
export const fromCents = (cents: number): number => cents / 100;

/** `rate` % of `base`, rounded to the nearest cent. */
export function shareOf(baseMonthly: number, ratePercent: number): number {
  return fromCents(Math.round((toCents(baseMonthly) * ratePercent) / 100));
}

/** The legal minimum gross monthly pay of an apprentice (full time), for a SMIC of `smicMonthly`. */
export function minimumPay(input: PayCase, smicMonthly: number, grid: readonly AgeBand[] = PAY_GRID): MinimumPay {
  const band = ageBandOf(input.age, grid);
  const ratePercent = band.ratesPercent[input.contractYear - 1]!;
  const agreement = band.agreementMinimumApplies && input.agreementMinimum !== undefined && input.agreementMinimum > smicMonthly;
  const baseMonthly = agreement ? input.agreementMinimum! : smicMonthly;
  return { band, ratePercent, base: agreement ? 'agreement' : 'smic', baseMonthly, monthlyGross: shareOf(baseMonthly, ratePercent) };
}

/** How the minimum rises: at the birthday that opens the next band, and in the next year of the contract. */
export type PayRaise =
  | { kind: 'birthday'; atAge: number; band: AgeBand; ratePercent: number; monthlyGross: number }
  | { kind: 'contractYear'; contractYear: ContractYear; ratePercent: number; monthlyGross: number };

/**
 * The next raises from `input`, each only when it raises the rate: the next age band (from the
 * first day of the month after the birthday, art. D6222-31), then the next year of the contract at
 * the same age. At 26 and over the rate is 100 % every year: no raise.
 */
export function nextRaises(input: PayCase, smicMonthly: number, grid: readonly AgeBand[] = PAY_GRID): PayRaise[] {
  const now = minimumPay(input, smicMonthly, grid);
  const raises: PayRaise[] = [];
  const bandIndex = grid.indexOf(now.band);
  const nextBand = grid[bandIndex + 1];
  if (nextBand?.fromAge !== undefined) {
    const then = minimumPay({ ...input, age: nextBand.fromAge }, smicMonthly, grid);
    if (then.ratePercent > now.ratePercent) {
      raises.push({ kind: 'birthday', atAge: nextBand.fromAge, band: nextBand, ratePercent: then.ratePercent, monthlyGross: then.monthlyGross });
    }
  }
  if (input.contractYear < 3) {
    const contractYear = (input.contractYear + 1) as ContractYear;
    const then = minimumPay({ ...input, contractYear }, smicMonthly, grid);
    if (then.ratePercent > now.ratePercent) raises.push({ kind: 'contractYear', contractYear, ratePercent: then.ratePercent, monthlyGross: then.monthlyGross });
  }
  return raises;
}
