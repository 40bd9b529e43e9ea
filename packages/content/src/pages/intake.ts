import { BACHELOR, formatMonth, type Intake, nextIntake } from '../courses.ts';

/**
 * The Bachelor's next intake as the student pages word it, as of a day (DESIGN.md §2.7): its month
 * (`septembre 2027`) while one is known, or `undefined` once every known intake has started, and
 * the pages then say the next dates are coming (never a past intake shown as next).
 */
export function nextBachelorIntakeMonth(asOf: string, intakes: readonly Intake[] = BACHELOR.intakes): string | undefined {
  const intake = nextIntake(intakes, asOf);
  return intake ? formatMonth(intake.start) : undefined;
}
