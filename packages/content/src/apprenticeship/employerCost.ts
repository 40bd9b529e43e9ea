import { type AgeBand, fromCents, type MinimumPay, minimumPay, type PayCase, toCents } from './payGrid.ts';

/**
 * What an apprentice costs the company each month, once the state hiring aid is deducted: pure
 * functions of the rules in force (the SMIC, the aid scheme, the training participation), which
 * the pages pass in as data. `aidSchemes.ts` holds the dated rules; the browser's estimator gets
 * them from the page, so it never loads more than the rules of the build's day.
 */

/** Levels of the diplomas the school prepares (spec §1: RNCP levels 5 to 7). */
export type DiplomaLevel = 5 | 6 | 7;
export const DIPLOMA_LEVELS: readonly DiplomaLevel[] = [5, 6, 7];

/** The only threshold the aid rules use: 250 employees. */
export type CompanySize = 'under250' | 'from250';
export const COMPANY_SIZES: readonly CompanySize[] = ['under250', 'from250'];

export interface EmployerCase extends PayCase {
  level: DiplomaLevel;
  size: CompanySize;
  /** The apprentice is recognised as a disabled worker (RQTH): the aid has its own amount. */
  disabledWorker: boolean;
}

/** One state hiring aid, as in force for the contracts concluded between two days. */
export interface AidScheme {
  id: string;
  /** Contracts concluded from this day (`YYYY-MM-DD`)… */
  contractsFrom: string;
  /** …up to this day, included. */
  contractsUntil: string;
  /** The aid for the first year of the contract, in euros, by company size and diploma level (0: none). */
  amounts: Readonly<Record<CompanySize, Readonly<Record<DiplomaLevel, number>>>>;
  /** The aid when the apprentice is recognised as a disabled worker, whatever the size and level (0: none). */
  disabledWorker: number;
  /** What a company of 250 employees or more must meet to get it. */
  conditionFrom250?: string;
  /** The texts that set it. */
  source: string;
}

/** The employer's flat participation in the cost of the training (Code du travail, art. L6332-14). */
export interface TrainingParticipation {
  contractsFrom: string;
  /** Owed for diplomas of this level and above. */
  fromLevel: DiplomaLevel;
  amountEuros: number;
  source: string;
}

/** What an estimate is computed with: the rules in force on one day. */
export interface CostRules {
  smicMonthly: number;
  /** `undefined`: no aid scheme is known for a contract concluded that day. */
  aid?: AidScheme;
  /** `undefined`: none owed for a contract concluded that day. */
  participation?: TrainingParticipation;
}

export interface EmployerCost {
  pay: MinimumPay;
  /** The aid of the contract (first year), in euros; 0 when none applies. */
  aidTotal: number;
  /** What the aid brings each month of this year of the contract (1st year only), in euros. */
  aidMonthly: number;
  /** Gross pay minus the monthly aid, never below 0, in euros. */
  monthlyCostAfterAid: number;
  /** The aid is larger than the gross pay (the remaining cost is 0). */
  aidCoversPay: boolean;
  /** Paid once per contract (levels 6 and 7), in euros; 0 when none. */
  participation: number;
}

/** The aid a case opens under `scheme` (first year of the contract), in euros. */
export function aidAmount(input: Pick<EmployerCase, 'level' | 'size' | 'disabledWorker'>, scheme: AidScheme | undefined): number {
  if (!scheme) return 0;
  const bySize = scheme.amounts[input.size][input.level];
  return input.disabledWorker ? Math.max(bySize, scheme.disabledWorker) : bySize;
}

/**
 * The monthly cost of an apprentice for the company: the legal minimum gross pay (the company may
 * pay more), minus the state aid spread over the 12 months of the first year. Employer social
 * contributions are not counted (see the assumptions the page states).
 */
export function employerCost(input: EmployerCase, rules: CostRules): EmployerCost {
  const pay = minimumPay(input, rules.smicMonthly);
  const aidTotal = aidAmount(input, rules.aid);
  const aidMonthlyCents = input.contractYear === 1 ? Math.round(toCents(aidTotal) / 12) : 0;
  const costCents = toCents(pay.monthlyGross) - aidMonthlyCents;
  const participation = rules.participation && input.level >= rules.participation.fromLevel ? rules.participation.amountEuros : 0;
  return {
    pay,
    aidTotal,
    aidMonthly: fromCents(aidMonthlyCents),
    monthlyCostAfterAid: fromCents(Math.max(0, costCents)),
    aidCoversPay: costCents < 0,
    participation,
  };
}

/** Every case of the estimator: each age band (at its first age), year, level, size, with and without RQTH. */
export function everyEmployerCase(bands: readonly AgeBand[], options: { disabledWorker?: boolean[] } = {}): EmployerCase[] {
  const cases: EmployerCase[] = [];
  for (const disabledWorker of options.disabledWorker ?? [false, true]) {
    for (const size of COMPANY_SIZES) {
      for (const level of DIPLOMA_LEVELS) {
        for (const contractYear of [1, 2, 3] as const) {
          for (const band of bands) cases.push({ age: band.fromAge ?? 17, contractYear, level, size, disabledWorker });
        }
      }
    }
  }
  return cases;
}
