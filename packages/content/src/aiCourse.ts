import { pendingFact } from './model/placeholder.ts';

/** Facts of the one-day AI course for companies (spec §1, §2 /formation-ia and §9). */
export const AI_COURSE = {
  durationDays: 1,
  /** Spec §9: at most 10 places a session. */
  seatsPerSession: 10,
  /** Financeable 100 % by the company's sector funding body (OPCO). */
  opcoCoveragePercent: 100,
  /** The promise of the hero (spec §2): one hour saved per day. */
  hoursSavedPerDay: 1,
} as const;

export interface AiCourseSession {
  /** Calendar day, `YYYY-MM-DD`. */
  date: string;
  city: string;
  seats: number;
  seatsLeft: number;
}

/** Dated sessions (DESIGN.md §2.7): add the next ones here; past ones are never shown as next. */
export const AI_COURSE_SESSIONS: readonly AiCourseSession[] = [{ date: '2025-10-23', city: 'Laval', seats: 10, seatsLeft: 6 }];

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
  schedule: pendingFact('aiCourse.schedule', 'Horaires de la journée de formation IA', '9 h – 17 h'),
  /**
   * Spec §9: « aids up to 5 000 euro » for the AI course, without saying which scheme: the amount
   * is shown with that wording until the school names the scheme and its conditions.
   */
  fundingAid: pendingFact(
    'aiCourse.fundingAid',
    'Formation IA : aide au financement « jusqu’à 5 000 € » (spécification §9) — quel dispositif, quelles conditions, quelle source',
    'jusqu’à 5 000 €',
  ),
  /** Spec §2 names « a bonus » without saying what it is. */
  bonus: pendingFact(
    'aiCourse.bonus',
    'Bonus remis aux participants de la formation IA',
    'une bibliothèque de consignes (« prompts ») prêtes à l’emploi, classées par tâche',
  ),
} as const;
