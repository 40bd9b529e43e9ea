import type { Page } from '@playwright/test';

/**
 * Renders every band of the page, as if the visitor had the whole page on screen at once. The
 * bands after the first are laid out and painted only near the screen (`content-visibility: auto`,
 * @ecole/ui Layout.css.ts): a check of the whole page (nothing wider than a phone, axe's colours,
 * a full-page capture) would otherwise see blank 600 px boxes below the fold. Set through the
 * CSSOM, which the pages' Content-Security-Policy allows.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>('main > section')) band.style.contentVisibility = 'visible';
  });
}
