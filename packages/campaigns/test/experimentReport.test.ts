// The experiments' verdicts as the reader sees them (issue 37, point 4): the words of the three
// verdicts and what the report says under each experiment's table, from rows of
// public.experiment_figures (supabase/tests/campaignVisits.ts checks the rule itself at each daily
// look of a fixture; here, the looks of that fixture's winner, N = 16, read into words).
import { EXPERIMENTS } from '@ecole/content/experiments';
import { describe, expect, it } from 'vitest';
import { formatExperiments } from '../src/experimentOutput.ts';
import { type ExperimentFiguresRow, experimentSummary, verdictText } from '../src/experimentReport.ts';

const experiment = { ...EXPERIMENTS[0]!, requestsNeeded: 16, visitsNeeded: 400 };

/** One daily look: requests of A and B, and what the database's rule answered. */
function look(a: number, b: number, verdict: ExperimentFiguresRow['verdict'], left: number, decidedAt: string | null = null): ExperimentFiguresRow[] {
  const row = { lead: b - a, threshold: 8, requests_left: left, verdict, decided_at: decidedAt };
  return [
    { variant: 'a', visits: 100 * a, requests: a, ...row },
    { variant: 'b', visits: 100 * b, requests: b, ...row },
  ];
}

describe('the verdict’s words', () => {
  it('says how many requests remain while it runs, who wins, or that there is no difference', () => {
    expect(verdictText('en-cours', 13)).toBe('en cours (encore ≈\u00a013\u00a0demandes)');
    expect(verdictText('en-cours', 1)).toBe('en cours (encore ≈\u00a01\u00a0demande)');
    expect(verdictText('en-cours', 1250)).toBe('en cours (encore ≈\u00a01\u202f250\u00a0demandes)');
    expect(verdictText('b-gagne', 0)).toBe('B l’emporte');
    expect(verdictText('pas-de-difference', 0)).toBe('pas de différence');
  });
});

describe('an experiment read every day', () => {
  // The fixture's winner (supabase/tests/campaignVisits.ts): B leads by 7 on the third day, a naive
  // reading would call it; the rule waits for 8, reached on the fourth.
  const LOOKS = [
    look(1, 2, 'en-cours', 13),
    look(2, 5, 'en-cours', 9),
    look(2, 9, 'en-cours', 5),
    look(5, 11, 'b-gagne', 0, '2028-03-04T11:00:00.000Z'),
    look(9, 11, 'b-gagne', 0, '2028-03-04T11:00:00.000Z'),
  ];

  it('names no winner before the rule does, however large B’s lead, and the remaining visits at the stated rates', () => {
    const summaries = LOOKS.map((rows) => experimentSummary(experiment, rows));
    expect(summaries.map((summary) => summary.verdictText)).toEqual([
      'en cours (encore ≈\u00a013\u00a0demandes)',
      'en cours (encore ≈\u00a09\u00a0demandes)',
      'en cours (encore ≈\u00a05\u00a0demandes)',
      'B l’emporte',
      'B l’emporte',
    ]);
    // 400 visits for 16 requests: 25 visits a request still to come.
    expect(summaries.map((summary) => summary.visitsLeft)).toEqual([325, 225, 125, 0, 0]);
  });

  it('prints each variant’s visits, requests and rate, the lead against the bound, and when it was decided', () => {
    const running = formatExperiments([experimentSummary(experiment, LOOKS[2]!)]);
    expect(running).toContain('Verdict\u00a0: en cours (encore ≈\u00a05\u00a0demandes)');
    expect(running).toContain('Écart de B sur A\u00a0: 7 demande(s)\u00a0; B l’emporte à 8\u00a0; sans gagnant à 16 demandes (N, fixé avant le début).');
    expect(running).toMatch(/A Titre actuel .*\s200\s+2\s+1\u00a0%/);
    expect(running).toMatch(/B Titre sur le financement .*\s900\s+9\s+1\u00a0%/);
    expect(running).toContain('Encore ≈\u00a0125\u00a0visites');
    const decided = formatExperiments([experimentSummary(experiment, LOOKS[4]!)]);
    expect(decided).toContain('Verdict\u00a0: B l’emporte (décidé à la demande du 2028-03-04)');
    expect(decided).not.toContain('Encore ≈');
  });
});
