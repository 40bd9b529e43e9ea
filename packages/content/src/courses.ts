import type { RoutePath } from '@ecole/routes';
import type { CourseId } from './model/page.ts';

/** `YYYY-MM`: intakes are known to the month. */
export type YearMonth = `${number}-${number}`;

/** One intake of a course: when it starts and ends. Dated data (DESIGN.md §2.7). */
export interface Intake {
  start: YearMonth;
  end: YearMonth;
}

/**
 * The intake starting on or after the month of `asOf` (`YYYY-MM-DD`), or `undefined` when none is
 * known: the page then says dates are coming, never shows a past intake as next.
 */
export function nextIntake(intakes: readonly Intake[], asOf: string): Intake | undefined {
  const month = asOf.slice(0, 7);
  return [...intakes].sort((a, b) => a.start.localeCompare(b.start)).find((intake) => intake.start >= month);
}

/** `2025-09` → `septembre 2025`. */
export function formatMonth(month: YearMonth): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)),
  );
}

/**
 * The Bachelor Marketing Digital, registered as « Chargé de marketing digital et e-commerce »
 * (spec §2 and §3). Every figure of the course pages comes from here.
 */
export const BACHELOR = {
  name: 'Bachelor Marketing Digital',
  certificationTitle: 'Chargé de marketing digital et e-commerce',
  diplomaLevel: 'Bac+3',
  durationMonths: 12,
  /** Spec §3: 1 year of alternance, over 400 hours of training. */
  trainingHoursAtLeast: 400,
  prerequisite: 'Bac+2 ou équivalent',
  rhythm: { companyDaysPerWeek: 4, schoolDaysPerWeek: 1 },
  classes: 'Cours en visioconférence avec replay',
  /** Spec §5: admission prerequisites, shown as content. */
  admissionPrerequisites: [
    'Un Bac+2 ou un niveau équivalent',
    'Un intérêt pour le numérique',
    'Une motivation pour l’alternance',
    'Une bonne communication écrite et orale',
    'Un entretien de motivation',
  ],
  skillBlocks: [
    'Définir une stratégie de marketing digital et e-commerce',
    'Produire et gérer des supports de communication digitale',
    'Piloter la stratégie digitale dans une démarche RSE',
  ],
  targetJobs: [
    'Responsable webmarketing',
    'Chargé de clientèle',
    'Community manager',
    'Chef de projet web',
    'Responsable de la communication digitale',
    'Chef de projet e-marketing',
    'Chargé de développement commercial',
    'Chef de projet mobile',
  ],
  /** Spec §3: continuous checks of 7 hours per block. */
  assessment: { hoursPerBlock: 7, kind: 'Contrôle continu' },
  certification: {
    rncpNumber: 40377,
    level: 6,
    decisionDate: '2025-03-28',
    expiresOn: '2028-03-28',
    nsfCodes: ['310', '312', '320'],
    vae: true,
  },
  /** Spec §3 and §9: intake September 2025, end September 2026. Add the next ones here. */
  intakes: [{ start: '2025-09', end: '2026-09' }] as readonly Intake[],
} as const;

export interface CourseFacts {
  name: string;
  description: string;
  path: RoutePath;
  intakes: readonly Intake[];
}

/** What the `Course` JSON-LD of each course page says (its intakes give `hasCourseInstance`). */
export const COURSES: Readonly<Record<CourseId, CourseFacts>> = {
  'bachelor-marketing-digital': {
    name: `${BACHELOR.name} – ${BACHELOR.certificationTitle}`,
    description: `Bachelor (${BACHELOR.diplomaLevel}) en alternance, 100 % à distance, en ${BACHELOR.durationMonths} mois : certification RNCP ${BACHELOR.certification.rncpNumber} de niveau ${BACHELOR.certification.level}.`,
    path: '/programmes/marketing-digital',
    intakes: BACHELOR.intakes,
  },
  'community-manager': {
    name: 'Formation Community Manager en alternance',
    description: 'Formation en alternance au métier de community manager, 100 % à distance.',
    path: '/programmes/community-manager',
    intakes: [],
  },
  'digital-business-developer': {
    name: 'Formation Digital Business Developer en alternance',
    description: 'Formation en alternance au développement commercial digital, 100 % à distance.',
    path: '/programmes/digital-business-developer',
    intakes: [],
  },
  'dirigeants-salaries': {
    name: 'Formation Dirigeants et Salariés',
    description: 'Formation courte au marketing digital pour dirigeants et salariés, finançable par votre OPCO.',
    path: '/programmes/dirigeants-salaries',
    intakes: [],
  },
};
