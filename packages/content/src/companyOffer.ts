import { formatEuros } from './format.ts';
import { pendingFact } from './model/placeholder.ts';
import { STATE_AID } from './school.ts';

/**
 * What the school offers a company that hires an apprentice (spec §1, « Company pitches »), typed
 * once and read by every company page (DESIGN.md §2.1). Figures about the school itself
 * (`FIGURES`, `STATE_AID`, `APPLICATION`) stay in school.ts.
 */

/** Where the company pitches come from: the specification, section 1. */
export const COMPANY_PITCH_SOURCE = 'Spécification du site, §1 (argumentaire entreprises)';

/**
 * The one wording of the state aid (DESIGN.md §3): « jusqu’à 5 000 € d’aide de l’État », never
 * "per year". `STATE_AID_LINE` starts a sentence or a bullet.
 */
export const STATE_AID_UP_TO = `jusqu’à ${formatEuros(STATE_AID.amountEuros)}`;
export const STATE_AID_WORDING = `${STATE_AID_UP_TO} d’aide de l’État`;
export const STATE_AID_LINE = `${STATE_AID_WORDING.charAt(0).toUpperCase()}${STATE_AID_WORDING.slice(1)}`;

/** What a month of apprenticeship costs the company once the state aid is deducted. */
export interface CostAfterAid {
  /** Lower bound, when the spec gives a range (tourist offices: 150 to 300 €). */
  fromEuros?: number;
  /** Upper bound: « under 200 € », « under 300 € », « 150 to 300 € ». */
  upToEuros: number;
  source: string;
}

/**
 * Cost after aid per segment (spec §1). The spec gives none for agencies, very small firms and
 * small and mid-size firms: their pages state the aid and no remaining cost.
 */
export const COST_AFTER_AID = {
  commercants: { upToEuros: 200, source: COMPANY_PITCH_SOURCE },
  artisans: { upToEuros: 300, source: COMPANY_PITCH_SOURCE },
  'professions-liberales': { upToEuros: 300, source: COMPANY_PITCH_SOURCE },
  'btp-industrie': { upToEuros: 300, source: COMPANY_PITCH_SOURCE },
  'offices-tourisme': { fromEuros: 150, upToEuros: 300, source: COMPANY_PITCH_SOURCE },
} as const satisfies Record<string, CostAfterAid>;

/** `moins de 200 €` or `150 à 300 €` (the amount alone, for a key figure). */
export function formatCostAmount(cost: CostAfterAid): string {
  return cost.fromEuros === undefined
    ? `moins de ${formatEuros(cost.upToEuros)}`
    : `${cost.fromEuros} à ${formatEuros(cost.upToEuros)}`;
}

/** `moins de 200 € par mois` or `de 150 à 300 € par mois`, inside a sentence. */
export function formatCostAfterAid(cost: CostAfterAid): string {
  return cost.fromEuros === undefined ? `${formatCostAmount(cost)} par mois` : `de ${formatCostAmount(cost)} par mois`;
}

/** How the school follows the apprentice with the company (spec §1). */
export const COMPANY_FOLLOW_UP = {
  /** « About 30 minutes per week of follow-up » on the company's side. */
  minutesPerWeek: 30,
  /** « Monthly or weekly check-ins », as the company prefers. */
  checkIns: 'mensuels ou hebdomadaires',
  source: COMPANY_PITCH_SOURCE,
} as const;

/**
 * Spec §1 claims « 80 % of craftspeople claim » and stops there: the figure (`FIGURES.craftspeopleClaim`)
 * is given, what they claim is not. The sentence is provisional until the school supplies it with
 * its source; the launch check lists it and a production build refuses it.
 */
export const CRAFTSPEOPLE_CLAIM = pendingFact(
  'figures.craftspeopleClaim',
  'Ce que déclarent 80 % des artisans (à préciser, avec sa source)',
  'des artisans : ce qu’ils déclarent sera précisé ici, avec la source du chiffre',
);
