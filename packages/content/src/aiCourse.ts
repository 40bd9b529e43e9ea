/** Facts of the one-day AI course for companies (spec §1, §2 /formation-ia and §9). */
export const AI_COURSE = {
  durationDays: 1,
  /** Spec §9: at most 10 places a session. */
  seatsPerSession: 10,
  /** Financeable 100 % by the company's sector funding body (OPCO). */
  opcoCoveragePercent: 100,
  /**
   * Funding aid for the course, up to this amount. A different fact from `STATE_AID` (aid to hire
   * an apprentice), even though both are 5 000 € today.
   */
  fundingAidUpToEuros: 5000,
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
export function nextAiCourseSession(
  asOf: string,
  sessions: readonly AiCourseSession[] = AI_COURSE_SESSIONS,
): AiCourseSession | undefined {
  // ISO calendar days compare correctly as strings.
  return [...sessions].sort((a, b) => a.date.localeCompare(b.date)).find((session) => session.date >= asOf);
}
