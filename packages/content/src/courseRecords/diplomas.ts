import type { NamedDiploma } from '../apprenticeship/aidWording.ts';
import { isMissing } from '../model/placeholder.ts';
import { BACHELOR_CERTIFICATION } from './bachelorCertification.ts';
import { PROFILE_LEVELS } from './profileLevels.ts';

/**
 * The school's diplomas whose level is known (the others' level is a missing fact): what the
 * company pages may name an amount of aid for. Today, the Bachelor (level 6) alone. From the
 * certifications and levels alone, not the records, so a company page does not carry them.
 */
export const NAMED_DIPLOMAS: readonly NamedDiploma[] = [
  { name: 'Bachelor Marketing Digital', level: BACHELOR_CERTIFICATION.level },
  { name: 'Formation Community Manager', level: PROFILE_LEVELS['community-manager'] },
  { name: 'Formation Digital Business Developer', level: PROFILE_LEVELS['digital-business-developer'] },
].flatMap(({ name, level }) => (isMissing(level) ? [] : [{ name, level }]));
