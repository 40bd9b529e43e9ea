import { test as base, expect } from '@playwright/test';

/**
 * `baseURL` is known only once the global setup has started the proxy, after the config file
 * was read: take it from the environment the setup filled in.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  baseURL: async ({}, use) => {
    const url = process.env.BASE_URL;
    if (!url) throw new Error('BASE_URL manquant : la mise en place globale n’a pas démarré le proxy.');
    await use(url);
  },
});

export { expect };
