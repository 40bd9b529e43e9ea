/**
 * An experiment's figures and verdict (issue 37, point 4), as the database computes them
 * (public.experiment_figures, 20261128200200) for `npm run campaign-report` and the desk's
 * « Campagnes » alike: visits and requests per variant, and the verdict of Evan Miller's simple
 * sequential test (packages/content/src/sequentialTest.ts) with the N stated before the start.
 * The words of the three verdicts are here, once. Browser-safe: no Node API.
 */
import type { Experiment } from '@ecole/content/model/experiment';

/** The experiments declared in content, re-exported for the desk (which reads content only through here). */
export { EXPERIMENTS } from '@ecole/content/experiments';

export type Verdict = 'en-cours' | 'b-gagne' | 'pas-de-difference';

/** One row of public.experiment_figures: a variant, and the experiment's verdict (the same on both rows). */
export interface ExperimentFiguresRow {
  variant: 'a' | 'b';
  visits: number;
  requests: number;
  /** B's requests minus A's, now. */
  lead: number;
  /** The lead B must reach: ceil(2√N). */
  threshold: number;
  /** Requests still to come before N (0 once decided). */
  requests_left: number;
  verdict: Verdict;
  /** When the rule decided (the request that made it), null while it runs. */
  decided_at: string | null;
}

/** The function's arguments for an experiment as declared, read at `at` (ISO). */
export function experimentFiguresArgs(experiment: Experiment, at: string) {
  return {
    p_experiment: experiment.id,
    p_from: experiment.start,
    p_to: experiment.end ?? null,
    p_requests_needed: experiment.requestsNeeded,
    p_at: at,
  };
}

export interface VariantFigures {
  name: 'a' | 'b';
  label: string;
  visits: number;
  requests: number;
  /** Requests ÷ visits, null without visits. */
  rate: number | null;
}

export interface ExperimentSummary {
  experiment: Experiment;
  variants: VariantFigures[];
  verdict: Verdict;
  /** « en cours (encore ≈ 171 demandes) », « B l’emporte », « pas de différence ». */
  verdictText: string;
  decidedAt: string | null;
  lead: number;
  threshold: number;
  requestsLeft: number;
  /** The visits those requests need at the rates stated before the start (an estimate). */
  visitsLeft: number;
}

/** French whole numbers: `4 667` with a narrow no-break space. */
export const frenchCount = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(value);

/** The verdict in words; while it runs, how many requests remain to N (never a leader's name). */
export function verdictText(verdict: Verdict, requestsLeft: number): string {
  if (verdict === 'b-gagne') return 'B l’emporte';
  if (verdict === 'pas-de-difference') return 'pas de différence';
  return `en cours (encore ≈\u00a0${frenchCount(requestsLeft)}\u00a0demande${requestsLeft > 1 ? 's' : ''})`;
}

/** The rows of one experiment, read into what the readers show. */
export function experimentSummary(experiment: Experiment, rows: readonly ExperimentFiguresRow[]): ExperimentSummary {
  const variants = (['a', 'b'] as const).map((name) => {
    const row = rows.find((candidate) => candidate.variant === name);
    const visits = row?.visits ?? 0;
    const requests = row?.requests ?? 0;
    return { name, label: experiment.variants[name].label, visits, requests, rate: visits === 0 ? null : requests / visits };
  });
  const first = rows[0];
  const verdict = first?.verdict ?? 'en-cours';
  const requestsLeft = first?.requests_left ?? experiment.requestsNeeded;
  return {
    experiment,
    variants,
    verdict,
    verdictText: verdictText(verdict, requestsLeft),
    decidedAt: first?.decided_at ?? null,
    lead: first?.lead ?? 0,
    threshold: first?.threshold ?? Math.ceil(2 * Math.sqrt(experiment.requestsNeeded)),
    requestsLeft,
    visitsLeft: Math.ceil((requestsLeft * experiment.visitsNeeded) / experiment.requestsNeeded),
  };
}

/** What the verdict means, for the reader who did not design the test. */
export const EXPERIMENT_DEFINITIONS =
  'Chaque visite arrivée de l’extérieur du site sur la page reçoit une variante tirée au sort (sans cookie ni stockage) ; une demande compte pour la variante de la page d’où elle est partie. Le verdict suit le test séquentiel d’Evan Miller, fixé avant le début : B l’emporte dès que ses demandes dépassent celles de A de 2√N ; sans cela, pas de différence une fois N demandes reçues. On peut le lire chaque jour sans fausser le résultat ; avant l’une de ces deux bornes, aucune variante n’est déclarée gagnante, quel que soit l’écart.';
