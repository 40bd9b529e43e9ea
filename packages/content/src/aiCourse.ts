import AI_COURSE_JSON from '../data/ai-course.json' with { type: 'json' };
import { type Fact, factIndex, factValue } from './data/facts.ts';

/** `packages/content/data/ai-course.json`, as its schema (`schema/ai-course.schema.json`) describes it. */
interface AiCourseData {
  durationDays: Fact<number>;
  seatsPerSession: Fact<number>;
  opcoCoveragePercent: Fact<number>;
  hoursSavedPerDay: Fact<number>;
  sessions: readonly AiCourseSession[];
  schedule: Fact<string>;
  fundingAid: Fact<string>;
  bonus: Fact<string>;
}

export const AI_COURSE_DATA = AI_COURSE_JSON as unknown as AiCourseData;
const facts = factIndex('ai-course.json', AI_COURSE_DATA, '', 'aiCourse.');

/** Facts of the one-day AI course for companies (spec §1, §2 /formation-ia and §9), from `data/ai-course.json`. */
export const AI_COURSE = {
  durationDays: factValue(facts, (course) => course.durationDays),
  /** Spec §9: at most 10 places a session. */
  seatsPerSession: factValue(facts, (course) => course.seatsPerSession),
  /** Financeable 100 % by the company's sector funding body (OPCO). */
  opcoCoveragePercent: factValue(facts, (course) => course.opcoCoveragePercent),
  /** The promise of the hero (spec §2): one hour saved per day. */
  hoursSavedPerDay: factValue(facts, (course) => course.hoursSavedPerDay),
} as const;

export interface AiCourseSession {
  /** Calendar day, `YYYY-MM-DD`. */
  date: string;
  city: string;
  seats: number;
  seatsLeft: number;
}

/** Dated sessions (DESIGN.md §2.7): add the next ones in `data/ai-course.json` (the editor); past ones are never shown as next. */
export const AI_COURSE_SESSIONS: readonly AiCourseSession[] = AI_COURSE_DATA.sessions;

/** The first session on or after `asOf` (`YYYY-MM-DD`), or `undefined` when none is known. */
export function nextAiCourseSession(asOf: string, sessions: readonly AiCourseSession[] = AI_COURSE_SESSIONS): AiCourseSession | undefined {
  // ISO calendar days compare correctly as strings.
  return [...sessions].sort((a, b) => a.date.localeCompare(b.date)).find((session) => session.date >= asOf);
}

// ── Facts of the course the specification does not give (added with the /formation-ia page) ──
// Provisional values (DESIGN.md §2.9): shown while the site is built, listed by
// `npm run launch-check`, refused by a production build until the school confirms them.

/** What an HR buyer needs to decide that the specification leaves open. */
export const AI_COURSE_PENDING = {
  /** Spec §9 gives 1 day, no hours. */
  schedule: factValue(facts, (course) => course.schedule),
  /**
   * Spec §9: « aids up to 5 000 euro » for the AI course, without saying which scheme: the amount
   * is shown with that wording until the school names the scheme and its conditions.
   */
  fundingAid: factValue(facts, (course) => course.fundingAid),
  /** Spec §2 names « a bonus » without saying what it is. */
  bonus: factValue(facts, (course) => course.bonus),
} as const;
