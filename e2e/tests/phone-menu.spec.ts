import { HEADER_CALL_TO_ACTION, HEADER_LINKS, HEADER_MENUS } from '@ecole/content/chrome';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test.ts';

/**
 * Issue 36: at 375 px, once a dropdown of the phone menu was open, the first tap on « FAQ »,
 * « Contact » or « Je postule » closed the dropdown and did not navigate (the links below it moved
 * up from under the finger between the press and its click); with « Entreprises » (then a long
 * dropdown of every sector, a link to /entreprises since issue 39) open and scrolled, the tap opened
 * the hero's button under the menu. Each dropdown, each top-level link (« Entreprises » among them),
 * with and without JavaScript, by a finger and by a mouse: one tap, and the address is the link's.
 */
const PHONE = { width: 375, height: 740 };
const TOP_LEVEL_LINKS = [...HEADER_LINKS, HEADER_CALL_TO_ACTION];

for (const javaScriptEnabled of [true, false]) {
  for (const input of ['finger', 'mouse'] as const) {
    test.describe(`at 375 × 740 px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript, by ${input}`, () => {
      test.use({ viewport: PHONE, javaScriptEnabled, hasTouch: input === 'finger' });
      const press = (target: Locator) => (input === 'finger' ? target.tap() : target.click());

      for (const menu of HEADER_MENUS) {
        test(`« ${menu.label} » open, one tap on each top-level link goes to its page`, async ({ page }) => {
          for (const link of TOP_LEVEL_LINKS) {
            // The home page: its hero's button lies under the open menu.
            await page.goto('/');
            // With JavaScript, the header's script runs as the page is parsed: the menu is its.
            if (javaScriptEnabled) await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
            const nav = page.getByRole('navigation', { name: 'Menu principal' });
            await press(page.getByRole('button', { name: 'Ouvrir le menu' }));
            await expect(nav).toBeVisible();
            await press(nav.getByRole('button', { name: menu.label, exact: true }));
            const firstItem = nav.getByRole('link', { name: menu.items[0]!.label, exact: true });
            await expect(firstItem, `« ${menu.label} » ouvert`).toBeVisible();
            // The link is scrolled into the menu's view first when the open dropdown pushes it below the screen.
            await press(nav.getByRole('link', { name: link.label, exact: true }));
            await expect(page, `« ${menu.label} » ouvert, « ${link.label} »`).toHaveURL((url) => url.pathname === link.href);
          }
        });
      }
    });
  }
}
