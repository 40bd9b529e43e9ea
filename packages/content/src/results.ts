import { BACHELOR, type Intake, PENDING_COURSE_FACTS } from './courses.ts';
import { placeholder } from './model/placeholder.ts';
import type { ResultIndicator, ResultsSection } from './model/sections.ts';

/**
 * The results a CFA must publish each year, per diploma (Code du travail, art. L6111-8; Qualiopi
 * asks for dated result indicators too). The school has supplied none yet: every value, with its
 * period, cohort and source, is a placeholder the launch check lists, and the page says the data
 * are being consolidated rather than showing a number.
 */

/** What the law asks, in its order (art. L6111-8, 1° to 5°, then the CFAs' own). */
export const L6111_8_INDICATORS = [
  { label: 'Taux d’obtention du diplôme', definition: 'Part des apprentis présentés à la certification qui l’ont obtenue.' },
  { label: 'Taux de poursuite d’études', definition: 'Part des apprentis sortis de la formation qui poursuivent des études.' },
  { label: 'Taux d’interruption en cours de formation', definition: 'Part des apprentis qui ont arrêté la formation avant son terme.' },
  { label: 'Taux d’insertion professionnelle', definition: 'Part des apprentis sortis de la formation qui sont en emploi après celle-ci.' },
  {
    label: 'Valeur ajoutée de l’établissement',
    definition: 'Écart entre l’insertion constatée et celle attendue, compte tenu du profil des apprentis et du territoire.',
  },
  { label: 'Taux de rupture des contrats d’apprentissage', definition: 'Part des contrats d’apprentissage conclus qui ont été rompus avant leur terme.' },
] as const;

export const RESULTS_SOURCE = 'Code du travail, article L6111-8';

/** What a missing value says (the words). */
export const CONSOLIDATING = 'Données en cours de consolidation';

/** `promotion 2025-2026`, from a course's first intake. */
function periodOf(intakes: readonly Intake[]): string | undefined {
  const first = [...intakes].sort((a, b) => a.start.localeCompare(b.start))[0];
  return first && `promotion ${first.start.slice(0, 4)}-${first.end.slice(0, 4)}`;
}

function indicators(diploma: string, intakes: readonly Intake[]): ResultIndicator[] {
  const period = periodOf(intakes);
  return L6111_8_INDICATORS.map((indicator) => ({
    ...indicator,
    ...(period ? { period } : {}),
    placeholder: placeholder(
      `${diploma} — ${indicator.label.toLowerCase()} : valeur, ${period ? '' : 'période, '}effectif et source à fournir (${CONSOLIDATING.toLowerCase()}).`,
    ),
  }));
}

/** Each diploma the school prepares in apprenticeship, with its indicators. */
export const RESULTS_BY_DIPLOMA: ResultsSection['diplomas'] = [
  {
    name: BACHELOR.name,
    certification: `${BACHELOR.certificationTitle}, RNCP ${BACHELOR.certification.rncpNumber}, niveau ${BACHELOR.certification.level}`,
    indicators: indicators(BACHELOR.name, BACHELOR.intakes),
  },
  {
    name: 'Community Manager',
    certification: PENDING_COURSE_FACTS['community-manager'].certification,
    indicators: indicators('Community Manager', []),
  },
  {
    name: 'Digital Business Developer',
    certification: PENDING_COURSE_FACTS['digital-business-developer'].certification,
    indicators: indicators('Digital Business Developer', []),
  },
];
