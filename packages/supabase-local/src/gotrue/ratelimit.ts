/**
 * Requests per client address in a sliding window, in memory, as GoTrue counts them (its
 * tollbooth limiters live in each Auth server's memory too: a restart forgets them). GoTrue's is a
 * token bucket refilled at N per 5 minutes with a burst of 30; a plain count of the last 5
 * minutes gives the same bound to a steady caller and is easier to read in a test.
 */
export class WindowLimiter {
  readonly #hits = new Map<string, number[]>();

  constructor(
    private readonly limit: () => number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts one request of `key`; false when it is over the limit (and then not counted). */
  allow(key: string): boolean {
    const now = this.now();
    const recent = (this.#hits.get(key) ?? []).filter((at) => at > now - this.windowMs && at <= now);
    if (recent.length >= this.limit()) {
      this.#hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#hits.set(key, recent);
    return true;
  }
}
