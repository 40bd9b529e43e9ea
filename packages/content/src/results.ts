import RESULTS_JSON from '../data/results.json' with { type: 'json' };
import type { DiplomaLevel } from './apprenticeship/employerCost.ts';
import type { CourseKey } from './courseRecords/courseRecord.ts';
import { type Fact, factIndex, factKnown } from './data/facts.ts';
import { formatNumber, formatPercent } from './format.ts';
import type { Link } from './model/link.ts';
import { isMissing, type Known } from './model/placeholder.ts';
import type { ResultIndicator } from './model/sections.ts';

/**
 * The results a CFA must publish each year, per diploma (Code du travail, art. L6111-8; Qualiopi
 * indicators 2 and 3). Each value is the school's, with its period, cohort and source; the school
 * has supplied none yet, so each is a missing fact the launch check lists, and the page says the
 * data are being consolidated rather than showing a number.
 */

/** What the law asks, in its order (art. L6111-8, 1° to 5°, then the CFAs' own). */
export const L6111_8_INDICATORS = [
  { id: 'obtention', label: 'Taux d’obtention du diplôme', definition: 'Part des apprentis présentés à la certification qui l’ont obtenue.' },
  { id: 'poursuite', label: 'Taux de poursuite d’études', definition: 'Part des apprentis sortis de la formation qui poursuivent des études.' },
  { id: 'interruption', label: 'Taux d’interruption en cours de formation', definition: 'Part des apprentis qui ont arrêté la formation avant son terme.' },
  { id: 'insertion', label: 'Taux d’insertion professionnelle', definition: 'Part des apprentis sortis de la formation qui sont en emploi après celle-ci.' },
  {
    id: 'valeur-ajoutee',
    label: 'Valeur ajoutée de l’établissement',
    definition: 'Écart entre l’insertion constatée et celle attendue, compte tenu du profil des apprentis et du territoire.',
  },
  {
    id: 'rupture',
    label: 'Taux de rupture des contrats d’apprentissage',
    definition: 'Part des contrats d’apprentissage conclus qui ont été rompus avant leur terme.',
  },
] as const;
export type IndicatorId = (typeof L6111_8_INDICATORS)[number]['id'];

export const RESULTS_SOURCE = 'Code du travail, article L6111-8';

/** What a missing value says (the words). */
export const CONSOLIDATING = 'Données en cours de consolidation';

/**
 * Under this many people, an indicator is published as a count (« 9 sur 12 »), not a rate: one
 * person then moves a rate by more than 5 points, so « 92 % » would claim a precision the cohort
 * does not have, while the count is exact and checkable. 20 is the smallest cohort where one person
 * weighs 5 points at most. The school confirms the threshold with its Qualiopi auditor.
 */
export const SMALL_COHORT = 20;

/** One indicator as the school supplies it: how many of how many, over which period, from where. */
export interface SuppliedIndicator {
  /** For a rate: how many of `cohort`; for the value added, its published value (`+3 points`). */
  count?: number;
  value?: string;
  cohort: number;
  /** `promotion 2025-2026`. */
  period: string;
  source: string;
}

/** The three apprenticeship courses: the diplomas art. L6111-8 is about. */
export type ResultsCourse = Extract<CourseKey, 'bachelor-marketing-digital' | 'community-manager' | 'digital-business-developer'>;

/**
 * What the school supplies, per diploma and indicator (`packages/content/data/results.json`, in the
 * editor): each value with its period, cohort and source, or missing. None is supplied today.
 */
export const SUPPLIED_RESULTS = RESULTS_JSON as unknown as Readonly<Record<ResultsCourse, Readonly<Record<IndicatorId, Fact<SuppliedIndicator>>>>>;
const resultsFacts = factIndex('results.json', SUPPLIED_RESULTS, '', 'results.');

/** The indicator's value: a rate, or a count under `SMALL_COHORT` people. */
export function formatIndicator(indicator: SuppliedIndicator): string {
  if (indicator.value !== undefined) return indicator.value;
  const count = indicator.count ?? 0;
  if (indicator.cohort < SMALL_COHORT) return `${formatNumber(count)} sur ${formatNumber(indicator.cohort)}`;
  return formatPercent(Math.round((count / indicator.cohort) * 100));
}

/** `24 apprentis`. */
export const formatCohort = (cohort: number) => `${formatNumber(cohort)} apprenti${cohort > 1 ? 's' : ''}`;

/** Where a diploma's indicators are on /resultats (a section's anchor). */
export const resultsAnchor = (course: ResultsCourse) => `resultats-${course}`;
export const resultsHref = (course: ResultsCourse) => `/resultats#${resultsAnchor(course)}` as const;

/** A diploma as its results are published: its course, name, page and first period when known. */
export interface ResultsDiploma {
  course: ResultsCourse;
  name: string;
  path: string;
  /** `promotion 2025-2026`, from its first intake. */
  period?: string;
}

/**
 * One indicator of a diploma: supplied, or a missing fact (needed on /resultats and on the
 * course's page, which states the pass rate) while the school has not supplied it.
 */
export function indicatorOf(diploma: ResultsDiploma, id: IndicatorId): Known<SuppliedIndicator> {
  if (!SUPPLIED_RESULTS[diploma.course][id]) {
    throw new Error(`results.json : il manque l’indicateur ${diploma.course}.${id} (statut « missing » tant qu’il n’est pas publié).`);
  }
  return factKnown(resultsFacts, (results) => results[diploma.course][id], ['/resultats', diploma.path]);
}

/** The six indicators of a diploma, each with its value, period, cohort and source when supplied. */
export function resultIndicators(diploma: ResultsDiploma): ResultIndicator[] {
  return L6111_8_INDICATORS.map(({ id, label, definition }) => {
    const supplied = indicatorOf(diploma, id);
    if (isMissing(supplied)) return { label, definition, ...(diploma.period ? { period: diploma.period } : {}) };
    return { label, definition, value: formatIndicator(supplied), period: supplied.period, cohort: formatCohort(supplied.cohort), source: supplied.source };
  });
}

/** The pass rate as a course page states it: its value, period, cohort and source. */
export function describeIndicator(indicator: SuppliedIndicator): string {
  return `${formatIndicator(indicator)} (${indicator.period}, ${formatCohort(indicator.cohort)} ; source : ${indicator.source})`;
}

/**
 * The ministries' InserJeunes publication: the insertion of apprentices of every CFA, for the
 * diplomas of levels 3 to 5 (CAP to BTS). Source: DARES, « InserJeunes » (enquête-source), and the
 * Éducation nationale's page below.
 */
export const INSERJEUNES = {
  link: {
    label: 'InserJeunes, l’insertion des jeunes après une formation professionnelle (ministère de l’Éducation nationale)',
    href: 'https://www.education.gouv.fr/inserjeunes-l-insertion-des-jeunes-apres-une-formation-en-voie-professionnelle-307956',
  } satisfies Link,
  levels: [3, 4, 5] as readonly number[],
} as const;

/** Whether InserJeunes covers a diploma of this level (`undefined` while the level is not known). */
export function inserJeunesCovers(level: DiplomaLevel | undefined): boolean | undefined {
  return level === undefined ? undefined : INSERJEUNES.levels.includes(level);
}
