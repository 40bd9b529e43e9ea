import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Screenshots to look at (nothing compares them): taken by `npm run test:captures`
 * (E2E_CAPTURES=1), not by `npm test`, which they slowed by a full-page capture per page, width
 * and desk screen (issue 36).
 */
export const CAPTURES = process.env.E2E_CAPTURES === '1';

/**
 * A full-page capture of what `page` shows, kept as a test artefact and attached to the report:
 * test-results/captures/<width>/<name>.png. Nothing when captures are not asked for. Check the page
 * (overflow, axe) before: a full-page capture resizes the page's viewport for a moment.
 */
export async function capture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!CAPTURES) return;
  const width = page.viewportSize()?.width ?? 0;
  const file = join(testInfo.project.outputDir, 'captures', String(width), `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${width}-${name}.png`, { path: file, contentType: 'image/png' });
}
