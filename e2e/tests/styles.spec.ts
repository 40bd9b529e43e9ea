import { APP_NAMES, APPS, routesOf } from '@ecole/routes';
import { expect, test } from '../support/test.ts';

// Each app ships its own CSS under its own asset prefix; reached through the one origin, its
// design tokens and component styles must apply (vercel/microfrontends' per-app style check).
for (const app of APP_NAMES) {
  const path = routesOf(app)[0]!.path;
  test(`${app}: styles load through the proxy on ${path}`, async ({ page }) => {
    const cssResponses: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.css') && response.ok()) cssResponses.push(new URL(response.url()).pathname);
    });
    await page.goto(path);
    expect(cssResponses.length).toBeGreaterThan(0);
    for (const css of cssResponses) expect(css.startsWith(`/${APPS[app].assetsDir}/`)).toBe(true);

    const tokens = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const names = Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .flatMap((rule) => (rule instanceof CSSStyleRule ? Array.from(rule.style) : []))
        .filter((name) => name.startsWith('--ec-'));
      return names.map((name) => root.getPropertyValue(name).trim()).filter(Boolean).length;
    });
    expect(tokens).toBeGreaterThan(5);

    // The page's main heading uses the design system's font stack, not the browser default.
    const fontFamily = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(fontFamily).not.toMatch(/^"?Times/);
  });
}
