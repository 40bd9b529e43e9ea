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
