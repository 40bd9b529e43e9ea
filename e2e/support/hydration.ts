import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Waits until React has hydrated the page: the `Document` marks `<html data-hydrated>` after every
 * other effect of its first commit (@ecole/prerender). The boot module starts hydration at the
 * first interaction or a few seconds after `load`; a `focus()` call is no interaction.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/**
 * A slow phone's network: every script of the app but the boot module (which starts hydration)
 * waits until the returned `release` is called, so the page stays as prerendered, not hydrated.
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

/**
 * Waits until every island of the page (the simulators) is live: until its code has arrived, its
 * slot holds a prerendered copy, visible but inert (issue 25: its place kept from the first paint).
 */
export async function waitForIslands(page: Page): Promise<void> {
  for (const slot of await page.locator('main [data-island-slot]').all()) {
    await expect(slot).not.toHaveAttribute('inert');
    await expect(slot.locator('form')).toBeVisible();
  }
}
