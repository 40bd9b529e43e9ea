import { findRedirect, findRoute, PAGE_ROUTES } from '@ecole/routes';
import { expectAxeClean } from '../support/axe.ts';
import { CAPTURES, capture } from '../support/captures.ts';
import { watchErrors } from '../support/consoleErrors.ts';
import { loadAllFacts, readableText } from '../support/facts.ts';
import { waitForIslands } from '../support/hydration.ts';
import { expectNoOverflow } from '../support/overflow.ts';
import { expect, test } from '../support/test.ts';

const allFacts = await loadAllFacts();
const WIDTHS = [375, 1280] as const;
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
/**
 * Asked from inside the site: an arrival from outside on a page under an experiment (/formation-ia)
 * is shown a version drawn at random, and the specification lists the page as it is.
 */
const referer = `${process.env.BASE_URL}/`;

/**
 * What the specification lists for each page (`packages/content/src/pages/<app>/<slug>.facts.ts`,
 * beside its content), in the raw HTML a crawler or a visitor without JavaScript gets, and its
 * calls to action leading where the spec says.
 */
test.describe('each page says what the specification lists for it', () => {
  for (const facts of allFacts) {
    test(`${facts.path}: ${Object.keys(facts.elements).length} spec elements in the raw HTML, calls to action`, async ({ request, page }) => {
      const html = readableText(await (await request.get(facts.path, { headers: { referer } })).text());
      for (const [element, words] of Object.entries(facts.elements)) {
        for (const word of words) expect(html, `${facts.path} — ${element}: « ${word} »`).toContain(plain(word));
      }
      if (!facts.actions?.length) return;
      await page.goto(facts.path, { referer });
      for (const action of facts.actions) {
        const link = page.getByRole('link', { name: action.name }).first();
        const href = await link.getAttribute('href');
        expect(href, `${facts.path}: « ${String(action.name)} »`).toBe(action.href);
      }
    });
  }
});

const PAGES = [...PAGE_ROUTES.map((route) => route.path), '/page-introuvable'];

/** Each width's screen: a phone's (375 × 812) and a laptop's (1280 × 800). */
const screenOf = (width: (typeof WIDTHS)[number]) => ({ width, height: width === 375 ? 812 : 800 });

test.describe(`every page at ${WIDTHS.join(' px and ')} px`, () => {
  for (const path of PAGES) {
    // One load per page, turned from a phone's screen to a laptop's: the pages are prerendered, so
    // both widths read the same HTML, and the styles and islands follow the screen's width (media
    // queries, matchMedia listeners). A second load per width cost the run about a minute of CPU
    // (issue 36).
    test(`${path}: no console error, axe clean, nothing wider than the screen${CAPTURES ? ', screenshot' : ''}`, async ({ page }, testInfo) => {
      const errors = watchErrors(page);
      await page.setViewportSize(screenOf(WIDTHS[0]));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // The simulators load after the page (islands): wait until each is there, so axe checks it too.
      await waitForIslands(page);

      for (const width of WIDTHS) {
        await page.setViewportSize(screenOf(width));
        await expectNoOverflow(page, `${path} at ${width} px`);

        await expectAxeClean(page, `${path} at ${width} px`);

        await capture(page, testInfo, path === '/' ? 'accueil' : path.slice(1).replace(/\//g, '-'));
      }
      // No console error, so no Content-Security-Policy violation while the page loaded and its
      // islands started (csp.spec.ts proves the watcher sees one). The not-found page is served
      // with a 404 status, which Chromium reports in the console.
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  }
});

test.describe('interactive parts, wherever a page has them', () => {
  test('FAQs open one answer at a time and can close them all, by mouse and keyboard', async ({ page }) => {
    test.setTimeout(5 * 60_000); // every page, one after the other: a guard against a hang on a loaded machine
    let checked = 0;
    for (const path of PAGE_ROUTES.map((route) => route.path)) {
      await page.goto(path);
      // The questions of one FAQ: native disclosures sharing a name (one open at a time).
      const list = page.locator('main details[name]');
      if ((await list.count()) < 2) continue;
      const name = await list.first().getAttribute('name');
      const items = page.locator(`main details[name="${name}"]`);
      const first = items.nth(0);
      const second = items.nth(1);
      await first.locator('summary').click();
      await expect(first, path).toHaveJSProperty('open', true);
      await expect(first.locator('summary + *'), path).toBeVisible();
      await second.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(second, path).toHaveJSProperty('open', true);
      await expect(first, path).toHaveJSProperty('open', false);
      await page.keyboard.press(' ');
      await expect(page.locator('main details[open]'), path).toHaveCount(0);
      checked += 1;
    }
    // /faq, /candidater, the course and company pages have questions.
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('tabs become a dropdown (« Sélectionnez un onglet »), and choosing shows that panel', async ({ page }) => {
      test.setTimeout(5 * 60_000); // every page, one after the other: a guard against a hang on a loaded machine
      for (const path of PAGE_ROUTES.map((route) => route.path)) {
        await page.goto(path);
        if ((await page.locator('main [role="tablist"]').count()) === 0) continue;
        await expect(page.locator('main [role="tablist"]').first(), path).toBeHidden();
        const select = page
          .locator('main select')
          .filter({ has: page.locator('option', { hasText: 'Sélectionnez un onglet' }) })
          .first();
        await expect(select, path).toBeVisible();
        const second = await select.locator('option:not([disabled])').nth(1).getAttribute('value');
        await select.selectOption(second!);
        await expect(page.locator('main [role="tabpanel"]:visible'), path).toHaveCount(1);
      }
    });
  });
});

test('every indexable page can be reached from the home page by following links', async ({ request }) => {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const html = await (await request.get(path)).text();
    for (const [, href = ''] of html.matchAll(/<a [^>]*href="([^"#?]*)[^"]*"/g)) {
      if (!href.startsWith('/')) continue;
      const route = findRoute(href) ?? findRoute(findRedirect(href)?.to ?? '');
      if (route && !seen.has(route.path)) {
        seen.add(route.path);
        queue.push(route.path);
      }
    }
  }
  const unreachable: string[] = [];
  for (const route of PAGE_ROUTES) {
    if (seen.has(route.path)) continue;
    // A page kept out of search engines (/thank-you) is reached by a form, not by a link.
    const html = await (await request.get(route.path)).text();
    if (!/<meta name="robots" content="noindex/.test(html)) unreachable.push(route.path);
  }
  expect(unreachable).toEqual([]);
});
