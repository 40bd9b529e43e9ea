import { formatPercent } from './format.ts';
import type { Link } from './model/link.ts';
import { type Known, missingFact, pendingFact } from './model/placeholder.ts';
import type { FigureItem } from './model/sections.ts';

/**
 * The figures the site claims (spec §1), as data with their source (DESIGN.md §2.12): each one
 * holds its value, what it counts, and, once the school publishes it, its period, cohort and
 * source, detailed on /resultats. Until then it is a provisional fact: the launch check lists it,
 * a production build refuses it, and the page says it is being checked instead of pointing to a
 * source the results page cannot show. A figure typed into copy without an entry here fails
 * the page test (pages/figures.test.ts).
 */

/** Where /resultats lists the claimed figures (a section's anchor). */
export const CLAIMS_ANCHOR = 'chiffres-annonces';
export const CLAIMS_HREF = `/resultats#${CLAIMS_ANCHOR}` as const;

/** What the school publishes with a figure. */
export interface ClaimSource {
  /** `promotion 2025-2026`, `année 2026`. */
  period: string;
  /** How many people it counts (`24 diplômés`). */
  cohort: string;
  /** Who measured it, how (`enquête de l’école à 3 mois, 22 réponses`). */
  source: string;
}

export interface Claim {
  id: string;
  /** Formatted (`97 %`, `+30 %`, `50+`). */
  value: string;
  /** What it counts, read after the value (`de nos diplômés en emploi dans les 3 mois`); missing when the spec gives the number alone. */
  label: Known<string>;
  /** Absent while the school has not published it: the claim is then provisional. */
  published?: ClaimSource;
}

function provisional(id: string, value: string, label: string, what: string): Claim {
  pendingFact(`claims.${id}`, `Chiffre « ${value} ${what} » (spécification §1) : période, effectif et source à publier, ou chiffre à retirer`, value);
  return { id, value, label };
}

/** Every figure the specification claims. None is published yet. */
export const CLAIMS = {
  graduatesEmployed: provisional('graduatesEmployed', formatPercent(97), 'de nos diplômés en emploi dans les 3 mois', 'de diplômés en emploi dans les 3 mois'),
  apprenticesHired: provisional(
    'apprenticesHired',
    formatPercent(87),
    'de nos apprentis embauchés à l’issue de leur formation',
    'd’apprentis embauchés à l’issue de leur formation',
  ),
  youngPeopleLeaving: provisional(
    'youngPeopleLeaving',
    formatPercent(26),
    'des jeunes quittent leur région pour leurs études',
    'des jeunes quittent leur région pour leurs études',
  ),
  timeOnPriorities: provisional(
    'timeOnPriorities',
    formatPercent(80),
    'du temps de nos apprentis consacré aux priorités de leur entreprise',
    'du temps des apprentis sur les priorités de l’entreprise',
  ),
  aiCourseTrained: provisional('aiCourseTrained', '50+', 'dirigeants et salariés déjà formés à l’IA', 'personnes formées à l’IA'),
  aiCourseApplyNextDay: provisional(
    'aiCourseApplyNextDay',
    formatPercent(92),
    'des participants appliquent un cas pratique dès le lendemain',
    'des participants appliquent un cas dès le lendemain',
  ),
  aiCourseFullyFinanced: provisional(
    'aiCourseFullyFinanced',
    formatPercent(90),
    'des dossiers financés intégralement',
    'des dossiers de la formation IA financés intégralement',
  ),
  shopsSatisfied: provisional('shopsSatisfied', formatPercent(95), 'des commerçants accompagnés satisfaits', 'des commerçants satisfaits'),
  shopsReviews: provisional('shopsReviews', `+${formatPercent(30)}`, 'd’avis Google en 2 mois', 'd’avis Google en 2 mois (commerçants)'),
  // The spec gives « 80 % of craftspeople claim » and stops there: without what they claim, the
  // figure says nothing, so no page shows it until the school supplies the sentence.
  craftspeopleClaim: {
    id: 'craftspeopleClaim',
    value: formatPercent(80),
    label: missingFact(
      'claims.craftspeopleClaim',
      'Chiffre « 80 % des artisans déclarent… » (spécification §1) : ce qu’ils déclarent, avec la période, l’effectif et la source (la page /artisans ne le montre pas en attendant)',
      ['/artisans'],
    ),
  },
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof CLAIMS;

/** Every claim, in the order /resultats lists them. */
export const CLAIM_LIST: readonly Claim[] = Object.values(CLAIMS);

/** The link beside a claimed figure: its source once published, else a status that promises nothing more. */
export function claimLink(claim: Claim): Link {
  return claim.published ? { label: 'Source : nos résultats', href: CLAIMS_HREF } : { label: 'Chiffre en cours de vérification', href: CLAIMS_HREF };
}

/** Inside a sentence, after the figure: « (nos résultats) » or « (chiffre en cours de vérification) ». */
export function claimInlineLink(claim: Claim): Link {
  return { label: claim.published ? 'nos résultats' : 'chiffre en cours de vérification', href: CLAIMS_HREF };
}

/** A key figure of a page from a claim, with its link and, once published, its period and cohort; none while its label is missing. */
export function claimFigure(claim: Claim): FigureItem[] {
  if (typeof claim.label !== 'string') return [];
  return [
    {
      value: claim.value,
      label: claim.label,
      source: claimLink(claim),
      ...(claim.published ? { detail: `${claim.published.period}, ${claim.published.cohort}` } : {}),
    },
  ];
}
