/**
 * The sequential test the experiments are read with (issue 37): Evan Miller's « Simple Sequential
 * A/B Testing » (https://www.evanmiller.org/sequential-ab-testing.html, 2015). Choose N before
 * the start; count the successes of each variant (T for B, the treatment; C for A); stop when
 * T − C reaches 2√N (B wins), or when T + C reaches N (no winner). Only the successes count (here:
 * requests), so it can be read every day, as often as one likes, without raising the chance of a
 * false winner (about 5 %, one-sided: only B can win, as the published rule has it). Declaring A
 * the winner at the same lead would double that chance; an A that leads simply runs to N.
 *
 * The report's verdicts come from the database (public.experiment_figures, one SQL for the desk
 * and `npm run campaign-report`); this module sizes N when an experiment is declared.
 */

/** The lead B's requests must reach over A's: 2√N, whole requests. */
export function winningLead(requestsNeeded: number): number {
  return Math.ceil(2 * Math.sqrt(requestsNeeded));
}

/** The share of requests that are B's when B converts `1 + lift` times as often, traffic split evenly. */
export function bShareOfRequests(minimumLift: number): number {
  return (1 + minimumLift) / (2 + minimumLift);
}

/**
 * The chance the test declares B the winner within N requests, when each request is B's with
 * probability `q` (the random walk of T − C, computed exactly step by step; paths that can no
 * longer reach the lead are dropped, they never win).
 */
export function chanceOfWinning(requestsNeeded: number, q: number): number {
  const lead = winningLead(requestsNeeded);
  // probability of each lead d (offset by `requestsNeeded`) among the walks not yet stopped
  let current = new Map<number, number>([[0, 1]]);
  let won = 0;
  for (let step = 1; step <= requestsNeeded; step += 1) {
    const next = new Map<number, number>();
    const left = requestsNeeded - step;
    for (const [d, p] of current) {
      for (const [move, chance] of [
        [1, q],
        [-1, 1 - q],
      ] as const) {
        const moved = d + move;
        if (moved >= lead) won += p * chance;
        else if (moved + left >= lead) next.set(moved, (next.get(moved) ?? 0) + p * chance);
      }
    }
    current = next;
  }
  return won;
}

/**
 * N for a power (80 % by default) to detect `minimumLift`: the smallest N of a binary search on the
 * chance of winning, which grows with N (but for the rounding of 2√N).
 */
export function requestsNeededFor({ minimumLift, power = 0.8 }: { minimumLift: number; power?: number }): number {
  const q = bShareOfRequests(minimumLift);
  let high = 16;
  while (chanceOfWinning(high, q) < power) high *= 2;
  let low = high / 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (chanceOfWinning(middle, q) >= power) high = middle;
    else low = middle;
  }
  return high;
}

/** The visits of both variants expected to bring N requests: A converts `baselineRate`, B `1 + lift` times that. */
export function visitsNeededFor({ requestsNeeded, baselineRate, minimumLift }: { requestsNeeded: number; baselineRate: number; minimumLift: number }): number {
  return Math.ceil((2 * requestsNeeded) / (baselineRate * (2 + minimumLift)));
}
