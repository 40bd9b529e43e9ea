import { type AidWording, aidForDiplomas, aidWording } from './apprenticeship/aidWording.ts';
import {
  aidAmount,
  type CostRules,
  DIPLOMA_LEVELS,
  type DiplomaLevel,
  type EmployerCase,
  employerCost,
  everyEmployerCase,
} from './apprenticeship/employerCost.ts';
import { AGE_BAND_LABELS, contractYearLabel, DIPLOMA_LEVEL_SHORT } from './apprenticeship/labels.ts';
import { ageBandOf, PAY_GRID } from './apprenticeship/payGrid.ts';
import { costRulesOn } from './apprenticeship/rulesOn.ts';
import { NAMED_DIPLOMAS } from './courseRecords/diplomas.ts';
import { formatEuros, formatNumber } from './format.ts';
import { pendingFact } from './model/placeholder.ts';
import { STATE_AID } from './school.ts';

export type { AidWording } from './apprenticeship/aidWording.ts';

/**
 * What the school offers a company that hires an apprentice (spec §1, « Company pitches »), typed
 * once and read by every company page (DESIGN.md §2.1). Figures about the school itself
 * (`FIGURES`, `STATE_AID`, `APPLICATION`) stay in school.ts.
 *
 * The amounts a company page states (the aid, the cost after aid) are the estimator's, for the
 * rules in force on the day of the build: a claim of the specification is shown only while a case
 * of those rules backs it, with that case; otherwise the page states what the rules give
 * (`companyOfferAsOf`). companyOffer.test.ts says which case backs each claim.
 */

/** Where the company pitches come from: the specification, section 1. */
export const COMPANY_PITCH_SOURCE = 'Spécification du site, §1 (argumentaire entreprises)';

/** What a month of apprenticeship costs the company once the state aid is deducted, as the specification claims it. */
export interface CostAfterAid {
  /** Lower bound, when the spec gives a range (tourist offices: 150 to 300 €). */
  fromEuros?: number;
  /** Upper bound: « under 200 € », « under 300 € », « 150 to 300 € ». */
  upToEuros: number;
  source: string;
}

/**
 * Cost after aid per segment, as spec §1 claims it. The spec gives none for agencies, very small
 * firms and small and mid-size firms: their pages state the aid and the estimator, no claim.
 */
export const COST_AFTER_AID = {
  commercants: { upToEuros: 200, source: COMPANY_PITCH_SOURCE },
  artisans: { upToEuros: 300, source: COMPANY_PITCH_SOURCE },
  'professions-liberales': { upToEuros: 300, source: COMPANY_PITCH_SOURCE },
  'btp-industrie': { upToEuros: 300, source: COMPANY_PITCH_SOURCE },
  'offices-tourisme': { fromEuros: 150, upToEuros: 300, source: COMPANY_PITCH_SOURCE },
} as const satisfies Record<string, CostAfterAid>;

/**
 * « 150 to 300 € » for tourist offices: no case open to every employer gives a cost in that range
 * under the rules checked (companyOffer.test.ts), so the page states the computed range instead.
 * The school confirms which case it meant, or drops the claim.
 */
export const TOURIST_OFFICES_CLAIM = pendingFact(
  'companyOffer.costAfterAid.offices-tourisme',
  'Coût après aide annoncé aux offices de tourisme (« 150 à 300 € par mois », spécification §1) : aucun cas des règles d’aide en vigueur ne le donne, la page affiche le calcul ; préciser le cas visé ou abandonner ce chiffre',
  'de 150 à 300 € par mois',
);

/** A cost meets a claim: under its upper bound, and at or above its lower bound when it has one. */
export function meetsClaim(claim: CostAfterAid, monthlyCost: number): boolean {
  return claim.fromEuros === undefined ? monthlyCost < claim.upToEuros : monthlyCost >= claim.fromEuros && monthlyCost <= claim.upToEuros;
}

const sizeOrder = (input: EmployerCase) => (input.size === 'under250' ? 0 : 1);

/**
 * The cases a claim made to every company of a sector may rest on: every age band, year of the
 * contract, diploma level and company size, but not the aid reserved to apprentices recognised as
 * disabled workers (a pitch to all shopkeepers cannot rest on it). In a fixed order: youngest band,
 * first year, lowest level and smaller companies first.
 */
export const CASES_OPEN_TO_EVERY_EMPLOYER: readonly EmployerCase[] = everyEmployerCase(PAY_GRID, { disabledWorker: [false] }).sort(
  (a, b) => a.contractYear - b.contractYear || a.age - b.age || a.level - b.level || sizeOrder(a) - sizeOrder(b),
);

/** The first case (in the order above) that backs a claim under `rules`, or `undefined` when none does. */
export function backingCase(claim: CostAfterAid, rules: CostRules): EmployerCase | undefined {
  return CASES_OPEN_TO_EVERY_EMPLOYER.find((input) => meetsClaim(claim, employerCost(input, rules).monthlyCostAfterAid));
}

/** The most aid a company under 250 employees gets for one of `levels`, for an apprentice without RQTH. */
export function aidUpTo(rules: CostRules, levels: readonly DiplomaLevel[] = DIPLOMA_LEVELS): number {
  return Math.max(0, ...levels.map((level) => aidAmount({ level, size: 'under250', disabledWorker: false }, rules.aid)));
}

/** « pour un apprenti de moins de 18 ans, en 1re année d’un diplôme de niveau 5 (Bac+2), dans une entreprise de moins de 250 salariés ». */
export function describeCase(input: EmployerCase): string {
  const band = AGE_BAND_LABELS[ageBandOf(input.age).id].toLowerCase();
  const size = input.size === 'under250' ? 'de moins de 250 salariés' : 'de 250 salariés ou plus';
  return `pour un apprenti de ${band}, en ${contractYearLabel(input.contractYear)} d’un diplôme de ${DIPLOMA_LEVEL_SHORT[input.level]}, dans une entreprise ${size}`;
}

/** How a page states what a month costs after aid. */
export interface CostStatement {
  /** The amount alone, for a key figure: `moins de 200 €`, `117 à 1 657 €`. */
  amount: string;
  /** Inside a sentence: `moins de 200 € par mois`. */
  sentence: string;
  /** What the amount assumes: `pour un apprenti de moins de 18 ans, en 1re année…`. */
  condition: string;
  /** `claim`: the specification's figure, backed by `case`; `computed`: the range the rules give. */
  from: 'claim' | 'computed';
  case?: EmployerCase;
}

/** What the company pages say, as of one day. */
export interface CompanyOffer {
  asOf: string;
  rules?: CostRules;
  /**
   * The aid for the school's named diplomas, with the diploma it is for; `undefined` when none is
   * known for a contract concluded that day.
   */
  aid?: AidWording;
  /** The aid for one diploma level (the Bachelor's page). */
  aidFor(level: DiplomaLevel): AidWording | undefined;
  /** How a sector page states its cost after aid, from the spec's claim for it. */
  cost(claim: CostAfterAid): CostStatement | undefined;
}

/**
 * The cost after aid of a first year, from the cheapest to the dearest case open to every employer
 * under 250 employees: what a page says when the specification's claim is not backed.
 */
function computedRange(rules: CostRules): CostStatement {
  const costs = CASES_OPEN_TO_EVERY_EMPLOYER.filter((input) => input.contractYear === 1 && input.size === 'under250').map(
    (input) => employerCost(input, rules).monthlyCostAfterAid,
  );
  const amount = `${formatNumber(Math.floor(Math.min(...costs)))} à ${formatEuros(Math.ceil(Math.max(...costs)))}`;
  return {
    amount,
    sentence: `de ${amount} par mois`,
    condition: 'la 1re année, selon l’âge de l’apprenti et le niveau de son diplôme, dans une entreprise de moins de 250 salariés',
    from: 'computed',
  };
}

export function companyOfferAsOf(asOf: string): CompanyOffer {
  const rules = costRulesOn(asOf);
  const aid = rules && aidForDiplomas(rules.aid, NAMED_DIPLOMAS);
  return {
    asOf,
    ...(rules ? { rules } : {}),
    ...(aid ? { aid } : {}),
    aidFor: (level) => (rules ? aidWording(aidUpTo(rules, [level]), `pour un diplôme de niveau ${level}`) : undefined),
    cost(claim) {
      if (!rules) return undefined;
      const backing = backingCase(claim, rules);
      if (!backing) return computedRange(rules);
      const amount = claim.fromEuros === undefined ? `moins de ${formatEuros(claim.upToEuros)}` : `${claim.fromEuros} à ${formatEuros(claim.upToEuros)}`;
      return {
        amount,
        sentence: `${claim.fromEuros === undefined ? '' : 'de '}${amount} par mois`,
        condition: describeCase(backing),
        from: 'claim',
        case: backing,
      };
    },
  };
}

/**
 * The first promise of a company page's hero and closing band: the aid when one applies to the
 * school's diplomas that day, else the estimate (no amount is promised when the rules give none).
 */
export function aidPromise(offer: CompanyOffer): string {
  return offer.aid?.line ?? 'Coût estimé en ligne, règles à l’appui';
}

/** The aid in a search result's description: too short a place for its diploma, so no amount. */
export function aidMention(offer: CompanyOffer): string {
  return offer.aid ? 'Aide de l’État à l’embauche' : 'Coût estimé en ligne';
}

/** The specification's aid claim (« jusqu’à 5 000 € ») holds under `rules`: a company under 250 gets that much for one of our diplomas. */
export function specAidClaimHolds(rules: CostRules): boolean {
  return aidUpTo(rules) >= STATE_AID.amountEuros;
}

/** How the school follows the apprentice with the company (spec §1). */
export const COMPANY_FOLLOW_UP = {
  /** « About 30 minutes per week of follow-up » on the company's side. */
  minutesPerWeek: 30,
  /** « Monthly or weekly check-ins », as the company prefers. */
  checkIns: 'mensuels ou hebdomadaires',
  source: COMPANY_PITCH_SOURCE,
} as const;
