import type { RoutePath } from '@ecole/routes';
import { bachelorData } from './courseRecords/courseData.ts';
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
 * (spec §2 and §3), from `data/courses/bachelor-marketing-digital.json`. Every figure of the course
 * pages comes from here; the record's missing items are read by `courseRecords/bachelor.ts`.
 */
export const BACHELOR = (() => {
  const { data, value } = bachelorData;
  return {
    name: data.name,
    certificationTitle: value(data.title),
    diplomaLevel: value(data.diplomaLevel),
    durationMonths: value(data.durationMonths),
    /** Spec §3: 1 year of alternance, over 400 hours of training. */
    trainingHoursAtLeast: value(data.trainingHoursAtLeast),
    prerequisite: value(data.prerequisiteSummary),
    rhythm: { companyDaysPerWeek: value(data.companyDaysPerWeek), schoolDaysPerWeek: value(data.schoolDaysPerWeek) },
    classes: value(data.classes),
    /** Spec §5: admission prerequisites, shown as content. */
    admissionPrerequisites: value(data.prerequisites),
    skillBlocks: value(data.skillBlocks),
    targetJobs: data.targetJobs ?? [],
    /** Spec §3: continuous checks of 7 hours per block. */
    assessment: { hoursPerBlock: value(data.assessmentHoursPerBlock), kind: value(data.assessmentKind) },
    certification: {
      rncpNumber: value(data.rncp),
      level: value(data.level),
      decisionDate: value(data.registeredOn),
      expiresOn: value(data.expiresOn),
      nsfCodes: value(data.nsfCodes),
      vae: value(data.vae),
    },
    /** Spec §3 and §9: intake September 2025, end September 2026. Add the next ones in the data file. */
    intakes: (data.intakes ?? []) as readonly Intake[],
  } as const;
})();

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
