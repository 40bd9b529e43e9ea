import BACHELOR_JSON from '../../data/courses/bachelor-marketing-digital.json' with { type: 'json' };
import type { DiplomaLevel } from '../apprenticeship/employerCost.ts';
import { type Fact, factIndex, factKnown, factValue } from '../data/facts.ts';
import { isMissing, type Known } from '../model/placeholder.ts';
import type { CardItem, KeyInformationPart } from '../model/sections.ts';

/**
 * A course's data file (`packages/content/data/courses/<key>.json`, schema `course.schema.json`):
 * what the school supplies for its public information (Qualiopi indicators 1 and 3). Every field
 * is optional in the type: each course has the ones its record reads.
 */
export interface CourseData {
  name: string;
  updatedOn: string;
  intakes?: readonly { start: `${number}-${number}`; end: `${number}-${number}` }[];
  skills?: readonly CardItem[];
  objectives?: readonly string[];
  prerequisites?: Fact<readonly string[]>;
  prerequisiteSummary?: Fact<string>;
  duration?: Fact<string>;
  durationMonths?: Fact<number>;
  trainingHoursAtLeast?: Fact<number>;
  hours?: Fact<number>;
  rhythm?: Fact<string>;
  companyDaysPerWeek?: Fact<number>;
  schoolDaysPerWeek?: Fact<number>;
  classes?: Fact<string>;
  accessDelay?: Fact<string>;
  price?: Fact<string>;
  assessment?: Fact<string>;
  assessmentKind?: Fact<string>;
  assessmentHoursPerBlock?: Fact<number>;
  certification?: Fact<string>;
  diplomaLevel?: Fact<string>;
  title?: Fact<string>;
  rncp?: Fact<number>;
  level?: Fact<DiplomaLevel>;
  certifier?: Fact<string>;
  registeredOn?: Fact<string>;
  expiresOn?: Fact<string>;
  nsfCodes?: Fact<readonly string[]>;
  vae?: Fact<boolean>;
  skillBlocks?: Fact<readonly string[]>;
  equivalences?: Fact<string>;
  after?: Fact<string>;
  targetJobs?: readonly string[];
  furtherStudies?: Fact<string>;
}

/** The facts of one course's data file, read against its page. */
export interface CourseFacts {
  data: CourseData;
  /** A fact the pages always show (confirmed or provisional); throws in French when the file lacks it. */
  value<T>(fact: Fact<T> | undefined): T;
  /** A fact the page can do without, `Missing` (needed on the course's page) until the school gives it. */
  known<T>(fact: Fact<T> | undefined): Known<T>;
  /** The same as an item's part: a list of lines shows as a list. */
  part(fact: Fact<string | readonly string[]> | undefined): Known<KeyInformationPart>;
}

/** The facts of `courses/<key>.json`, whose missing items are needed on `path`. */
export function courseFacts(key: string, path: string, json: unknown): CourseFacts {
  const data = json as CourseData;
  const file = `courses/${key}.json`;
  const index = factIndex(file, data, '', `course.${key}.`);
  const present = <T>(fact: Fact<T> | undefined, what: string): Fact<T> => {
    if (!fact) throw new Error(`${file} : il manque le champ que la page lit (${what}) ; ajoutez-le, au besoin avec le statut « missing ».`);
    return fact;
  };
  const known = <T>(fact: Fact<T> | undefined): Known<T> => factKnown(index, () => present(fact, 'un fait de la fiche'), [path]);
  return {
    data,
    value: (fact) => factValue(index, () => present(fact, 'un fait affiché')),
    known,
    part(fact) {
      const value = known(fact);
      return Array.isArray(value) ? { list: value as readonly string[] } : (value as Known<KeyInformationPart>);
    },
  };
}

/** The Bachelor's file: read by `courses.ts` (its figures, on many pages) and its record. The other courses' files are read by their records. */
export const bachelorData = courseFacts('bachelor-marketing-digital', '/programmes/marketing-digital', BACHELOR_JSON);

/** The exact hours of a course as its duration item says them, once the school gives them. */
export function hoursPart(hours: Known<number>): Known<KeyInformationPart> {
  return isMissing(hours) ? hours : `${hours} heures de formation au total.`;
}
