import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppRoots, defaultRoots, type RunningProxy, startEmbeddedProxy } from '@ecole/proxy';
import { APP_NAMES, APPS, type AppName, routesOf } from '@ecole/routes';
import { expect, test } from '../support/test.ts';

/**
 * Each app is deployed on its own, and campaigns link straight to its pages: served ALONE (the
 * other apps' folders empty), every page of an app still renders with its own styles, and its
 * links to the other apps are plain page loads that the real site's proxy will route.
 */
for (const app of APP_NAMES) {
  test.describe(`the ${app} app deployed alone`, () => {
    let proxy: RunningProxy;
    let empty: string;

    test.beforeAll(async () => {
      empty = mkdtempSync(join(tmpdir(), 'ecole-alone-'));
      const roots = Object.fromEntries(APP_NAMES.map((name) => [name, name === app ? defaultRoots()[name] : empty])) as AppRoots;
      proxy = await startEmbeddedProxy({ port: 0, roots });
    });
    test.afterAll(async () => {
      await proxy.close();
      rmSync(empty, { recursive: true, force: true });
    });

    test('renders every page with its own styles and links out by page loads', async ({ page }) => {
      for (const route of routesOf(app)) {
        const response = await page.goto(`${proxy.url}${route.path}`);
        expect(response?.status(), route.path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveCount(1);
        // The design system's styles came from this app's own asset prefix.
        const styled = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--ec-color-primary').trim());
        expect(styled, route.path).not.toBe('');
        const cssFiles = await page.evaluate(() =>
          [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
        for (const css of cssFiles) expect(css.startsWith(`/${APPS[app as AppName].assetsDir}/`), css).toBe(true);

        // Every link is a plain link (no router data): a page load on the real site, to this app or
        // another (issue 25: no router runs in the browser).
        const routerLinks = await page.locator('a[href^="/"][data-discover]').count();
        expect(routerLinks, route.path).toBe(0);
      }
    });
  });
}
