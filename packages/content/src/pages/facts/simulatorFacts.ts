import { smicOn } from '../../apprenticeship/smic.ts';
import { COST_AFTER_AID, type CostAfterAid, companyOfferAsOf } from '../../companyOffer.ts';
import { formatDate, formatEurosCents } from '../../format.ts';

/**
 * The day the served builds were made "as of" (SITE_AS_OF; the test command sets it to the day it
 * runs). To check another clock: build the apps with SITE_AS_OF=<day> and run the e2e suite with
 * E2E_SITE_AS_OF=<day>. Every amount below is the one the rules of that day give.
 */
export const AS_OF = process.env.E2E_SITE_AS_OF ?? new Date().toISOString().slice(0, 10);

const offer = companyOfferAsOf(AS_OF);
const smic = smicOn(AS_OF)!;

/** The pay simulator of spec pages (issue « Beyond the school sites » §1): the whole grid, in the raw HTML. */
export const PAY_GRID_FACTS: Readonly<Record<string, readonly string[]>> = {
  'apprentice pay: the legal grid as a table, with the SMIC of the build’s day and its source': [
    'Combien serez-vous payé ?',
    `Salaire minimum brut par mois d’un apprenti à temps plein, au ${formatDate(AS_OF)}`,
    'Moins de 18 ans',
    '18 à 20 ans',
    '21 à 25 ans',
    '26 ans et plus',
    formatEurosCents(smic.monthlyGross),
    '100 % du SMIC',
    'Ce sont des minimums légaux : votre entreprise peut vous payer plus.',
    'article D6222-26 du Code du travail',
  ],
};

/** The cost estimator of every company page (§2): the first year's costs, the assumptions and sources, the day the rules were checked. */
export const COST_ESTIMATE_FACTS: Readonly<Record<string, readonly string[]>> = {
  'cost estimate: the first year’s costs as a table, every assumption with its source, the day the rules were checked': [
    'Estimez le coût de votre alternant',
    `Coût par mois la 1re année, aide déduite, pour un contrat conclu le ${formatDate(AS_OF)}`,
    'Hypothèses et sources',
    'grille de l’article D6222-26 du Code du travail',
    'article L241-13 du Code de la sécurité sociale',
    'Règles vérifiées le',
  ],
};

/** How the company pages word the state aid as of the build's day (nothing when no aid applies). */
export const AID_WORDING: readonly string[] = offer.aid ? [offer.aid.wording] : [];

/** The Bachelor's employer aid (level 6), as its page words it. */
export const BACHELOR_AID_WORDING: readonly string[] = offer.aidFor(6) ? [offer.aidFor(6)!.wording] : [];

/** How a sector page states its cost after aid: the spec's claim with its case, or the range the rules compute. */
export function costFacts(claim: keyof typeof COST_AFTER_AID): readonly string[] {
  const statement = offer.cost(COST_AFTER_AID[claim] as CostAfterAid)!;
  return [statement.sentence, statement.condition];
}
