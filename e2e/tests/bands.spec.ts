import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

/**
 * The page's bands after the first are rendered only once near the screen (@ecole/ui Layout.css.ts,
 * `content-visibility: auto`, issue 25's first tap): what a visitor must still get, on a phone. The
 * hero and what is on screen are drawn at the first paint; a band below is drawn before the
 * visitor scrolls onto it; a screen reader reads every band, drawn or not; and a band holding an
 * island is always drawn, so its toasts stay fixed to the screen.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** For each band of the page (`main > section`): its content drawn, its CSS, whether it holds an island. */
function bands(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main > section')].map((band) => ({
      drawn: band.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
      contentVisibility: getComputedStyle(band).contentVisibility,
      island: band.querySelector('[data-island-slot]') !== null,
      heading: band.querySelector('h2')?.textContent ?? '',
    })),
  );
}

test('/etudiants: the hero and the screen are drawn at once, the bands far below wait, the band with the pay simulator is always drawn', async ({ page }) => {
  await page.goto('/etudiants');
  const atLoad = await bands(page);
  expect(atLoad.length).toBeGreaterThan(4);
  expect(atLoad[0], 'the hero').toMatchObject({ drawn: true, contentVisibility: 'visible' });
  expect(atLoad[1], 'the band under the hero, within reach').toMatchObject({ drawn: true, contentVisibility: 'auto' });
  expect(atLoad.at(-1), 'the last band, screens below').toMatchObject({ drawn: false, contentVisibility: 'auto' });
  const withIsland = atLoad.filter((band) => band.island);
  expect(withIsland.length, 'the pay simulator').toBe(1);
  expect(withIsland[0]).toMatchObject({ contentVisibility: 'visible' });

  // Scrolled onto, each band is drawn and its heading on screen.
  const sections = page.locator('main > section');
  for (let index = 1; index < atLoad.length; index += 1) {
    await sections.nth(index).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await bands(page))[index]?.drawn, `band ${index + 1} drawn once on screen`).toBe(true);
    await expect(sections.nth(index)).toBeInViewport();
  }
});

test('/etudiants: a screen reader finds the heading of a band not drawn yet', async ({ playwright, baseURL }, testInfo) => {
  // A screen reader running turns the browser's accessibility on before any page loads: the same
  // Chromium as the other tests, with it on from the start.
  const options = testInfo.project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({ ...options, args: [...(options.args ?? []), '--force-renderer-accessibility'] });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 375, height: 812 } });
    await page.goto('/etudiants');
    const last = (await bands(page)).at(-1);
    expect(last).toMatchObject({ drawn: false });
    expect(last?.heading).not.toBe('');
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const headings = nodes.filter((node) => node.role?.value === 'heading' && !node.ignored).map((node) => node.name?.value);
    expect(headings).toContain(last?.heading);
  } finally {
    await browser.close();
  }
});
