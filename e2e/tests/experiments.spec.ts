import { expect, test } from '../support/test.ts';

/**
 * Issue 37, point 3, in a browser: each arrival from outside on /formation-ia, the landing under
 * an experiment (packages/content/src/experiments.ts), is shown one of its two versions, drawn
 * by the router; nothing is written in the browser to keep the visitor on it: no cookie, no
 * storage of any kind naming the experiment or its version, and the HTML is not cached.
 */
test('arrivals from outside get either version of /formation-ia, and nothing in the browser keeps the draw: no cookie, no storage', async ({ browser }) => {
  const titles = new Set<string>();
  // Twenty fresh visitors: both versions come up (all twenty on one would happen once in 500 000).
  for (let visitor = 0; visitor < 20; visitor += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto('/formation-ia');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    titles.add((await page.getByRole('heading', { level: 1 }).innerText()).trim());
    // The page's scripts have run (the boot entry, the islands it starts on load).
    await page.waitForLoadState('load');
    expect(await context.cookies()).toEqual([]);
    const storage = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.entries(sessionStorage).map(([key, value]) => `${key}=${value}`),
    }));
    expect(storage.local).toEqual([]);
    expect(storage.session.join('\n')).not.toMatch(/formation-ia-titre|variant|_a\b|_b\b/);
    await context.close();
  }
  expect(titles.size).toBe(2);
});
