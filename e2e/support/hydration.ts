import { MENU_TOGGLE_SELECTOR } from '@ecole/browser/HeaderMenu';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_SLOT_ATTRIBUTE } from '@ecole/browser/Islands';
import { ENHANCED_ATTRIBUTE } from '@ecole/browser/page';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Waits until what runs on the page runs (issue 25: no page hydrates as a whole): the boot entry
 * (the header's menus say `data-enhanced`, when the page has the header) and every island of the
 * page, each its own React root, which starts when the visitor reaches it: each is brought on
 * screen in turn, then the page goes back to its top. A `focus()` call is no press.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator(MENU_TOGGLE_SELECTOR).count()) > 0) {
    await expect(page.locator(`header[${ENHANCED_ATTRIBUTE}]`)).toHaveCount(1);
  }
  const slots = await page.locator(`[${ISLAND_SLOT_ATTRIBUTE}]`).all();
  if (slots.length === 0) return;
  for (const slot of slots) {
    await slot.scrollIntoViewIfNeeded();
    await expect(slot).toHaveAttribute(ISLAND_LIVE_ATTRIBUTE, '');
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * A slow phone's network: every script of the app but the boot entry (which starts the islands)
 * waits until the returned `release` is called, so the islands stay as prerendered.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(?:\?|$)/, async (route) => {
    if (!new URL(route.request().url()).pathname.includes('/boot/')) await released;
    await route.continue();
  });
  return release;
}

/** Waits until every island of the page is live (`waitForHydration`, which also waits for the boot entry). */
export const waitForIslands = waitForHydration;
