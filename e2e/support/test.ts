import { test as base, expect } from '@playwright/test';
import { LANES_ENV, type LaneAddresses } from './lanes.ts';

/**
 * A worker runs the tests of one project only, that is of one lane (support/lanes.ts): before its
 * first test, its process.env points at its lane's site, stand-in, outbox and access log, which
 * the helpers (support/backend.ts) and the specs read. The main lane's are already there.
 */
export const test = base.extend<Record<never, never>, { lane: string }>({
  lane: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, workerInfo) => {
      const all = JSON.parse(process.env[LANES_ENV] ?? '{}') as Record<string, LaneAddresses>;
      const own = all[workerInfo.project.name];
      if (own) Object.assign(process.env, own);
      await use(workerInfo.project.name);
    },
    { scope: 'worker', auto: true },
  ],
  /**
   * `baseURL` is known only once the global setup has started the proxies, after the config file
   * was read: take it from the environment the setup and the lane filled in.
   */
  baseURL: async ({ lane }, use) => {
    const url = process.env.BASE_URL;
    if (!url) throw new Error(`BASE_URL manquant : la mise en place globale n’a pas démarré le proxy de « ${lane} ».`);
    await use(url);
  },
});

export { expect };
