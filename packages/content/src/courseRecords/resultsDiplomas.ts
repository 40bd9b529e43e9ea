import type { DiplomaLevel } from '../apprenticeship/employerCost.ts';
import { BACHELOR } from '../courses.ts';
import { isMissing } from '../model/placeholder.ts';
import type { ResultsDiploma } from '../results.ts';
import { BACHELOR_CERTIFICATION, BACHELOR_PATH } from './bachelorCertification.ts';
import { PROFILE_LEVELS } from './profileLevels.ts';
import { registeredWording } from './wording.ts';

/** A diploma on /resultats: its results' identity, its registered wording and its level once known. */
export interface PublishedDiploma extends ResultsDiploma {
  wording?: string;
  level?: DiplomaLevel;
}

/** `promotion 2025-2026`, from a course's first intake. */
const firstPeriod = () => {
  const first = [...BACHELOR.intakes].sort((a, b) => a.start.localeCompare(b.start))[0];
  return first && `promotion ${first.start.slice(0, 4)}-${first.end.slice(0, 4)}`;
};

/**
 * The diplomas prepared in apprenticeship (art. L6111-8 is about them), from the certifications and
 * levels alone, so /resultats does not carry the course records.
 */
export const RESULTS_DIPLOMAS: readonly PublishedDiploma[] = [
  {
    course: 'bachelor-marketing-digital',
    name: BACHELOR.name,
    path: BACHELOR_PATH,
    ...(firstPeriod() ? { period: firstPeriod()! } : {}),
    wording: registeredWording(BACHELOR_CERTIFICATION)!,
    level: BACHELOR_CERTIFICATION.level as DiplomaLevel,
  },
  ...(['community-manager', 'digital-business-developer'] as const).map((course): PublishedDiploma => {
    const declared = PROFILE_LEVELS[course];
    const level = isMissing(declared) ? undefined : declared;
    return {
      course,
      name: course === 'community-manager' ? 'Formation Community Manager' : 'Formation Digital Business Developer',
      path: `/programmes/${course}`,
      ...(level === undefined ? {} : { level }),
    };
  }),
];
