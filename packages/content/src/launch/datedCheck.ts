import { AI_COURSE_SESSIONS, type AiCourseSession, nextAiCourseSession } from '../aiCourse.ts';
import { BACHELOR_RECORD } from '../courseRecords/bachelor.ts';
import type { CourseRecord } from '../courseRecords/courseRecord.ts';
import { nextIntake } from '../courses.ts';
import { NOT_FOUND_PATH, type Page } from '../model/page.ts';

/**
 * Dated content that is not true as of a day (issue 35, point 4): a landing whose next session or
 * intake is gone, a page that announces a date already passed. The pages never lie about it (they
 * say the next dates are to be announced), but a landing without a date to book sells nothing: the
 * launch check lists each one with what to add, where, and the scheduled refresh
 * (`npm run refresh-dated`) takes the new date to the page the next night.
 */
export interface DatedProblem {
  page: string;
  text: string;
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const SPACE = '[\\s\\u00a0\\u202f]+';
const DAY = `(\\d{1,2})(?:er)?${SPACE}(${MONTHS.join('|')})${SPACE}(\\d{4})`;
const MONTH_YEAR = `(${MONTHS.join('|')})${SPACE}(\\d{4})`;
/**
 * Words that announce what comes (« Prochaine session : le 23 octobre 2025 », « Prochaine rentrée :
 * septembre 2025 »): a date right after one of them must not be past. A date elsewhere (« décision
 * d’enregistrement du 28 mars 2025 », « Mis à jour le … ») is a fact of the past and may be.
 */
const ANNOUNCE = '(?:[Pp]rochaine?s?|[Àà] venir|[Rr]éservez[^.]{0,40}|[Ii]nscriptions ouvertes[^.]{0,40})';
const ANNOUNCED_DAY = new RegExp(`${ANNOUNCE}[^.!?«»]{0,40}?${DAY}`, 'g');
const ANNOUNCED_MONTH = new RegExp(`${ANNOUNCE}[^.!?«»\\d]{0,40}?${MONTH_YEAR}`, 'g');

const iso = (year: string, month: string, day = 1) => `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Every text of a page, its sections' and its structured data's, as one string per text. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** What `page` announces as coming though it is before `asOf`: « Prochaine session : le 23 octobre 2025 » on 28 November 2026. */
export function passedDatesOf(page: Page, asOf: string): DatedProblem[] {
  const name = page.path === NOT_FOUND_PATH ? 'page non trouvée (404)' : page.path;
  const found = new Set<string>();
  const texts: string[] = [];
  for (const text of textsOf(page.sections)) {
    for (const match of text.matchAll(ANNOUNCED_DAY)) {
      if (iso(match[3]!, match[2]!, Number(match[1])) < asOf) found.add(match[0].trim());
    }
    // A month is past once the month has ended: « rentrée : septembre 2026 » holds all September.
    for (const match of text.matchAll(ANNOUNCED_MONTH)) {
      if (iso(match[2]!, match[1]!).slice(0, 7) < asOf.slice(0, 7)) found.add(match[0].trim());
    }
  }
  for (const excerpt of found) texts.push(`annonce une date passée\u00a0: «\u00a0${excerpt}\u00a0»`);
  for (const data of page.structuredData ?? []) {
    // What search engines read: an event already held, announced as to come.
    if (data.type === 'event' && data.startDate < asOf)
      texts.push(`annonce aux moteurs de recherche un événement passé, le ${data.startDate} (données structurées)`);
  }
  return texts.map((text) => ({ page: name, text }));
}

/** A landing that has no session or intake to come as of `asOf`. */
export function noUpcomingOf(
  asOf: string,
  sources: { sessions: readonly AiCourseSession[]; intakes: readonly Pick<CourseRecord, 'path' | 'name' | 'intakes'>[] } = {
    sessions: AI_COURSE_SESSIONS,
    intakes: [BACHELOR_RECORD],
  },
): DatedProblem[] {
  const problems: DatedProblem[] = [];
  if (!nextAiCourseSession(asOf, sources.sessions)) {
    problems.push({
      page: '/formation-ia',
      text: 'aucune session à venir (la page annonce des dates «\u00a0bientôt disponibles\u00a0»)\u00a0: ajoutez la prochaine session dans packages/content/data/ai-course.json, champ sessions (npm run edit)',
    });
  }
  for (const record of sources.intakes) {
    if (!nextIntake(record.intakes ?? [], asOf)) {
      problems.push({
        page: record.path,
        text: `${record.name}\u00a0: aucune rentrée à venir (la page dit que les dates seront bientôt annoncées)\u00a0: ajoutez la prochaine dans son fichier de packages/content/data/courses, champ intakes (npm run edit)`,
      });
    }
  }
  return problems;
}

/** Everything dated that is not true as of `asOf`, `pages` being the pages as of that day. */
export function datedProblems(pages: readonly Page[], asOf: string): DatedProblem[] {
  return [...noUpcomingOf(asOf), ...pages.flatMap((page) => passedDatesOf(page, asOf))];
}
