import { APP_NAMES, APPS, ROUTES, routesOf } from '@ecole/routes';
import { FRENCH_CODE_POINTS } from '@ecole/ui/tokens/fontSubset';
import { expect, test } from '../support/test.ts';

// Each app ships its own CSS under its own asset prefix; reached through the one origin, its
// design tokens and component styles must apply (vercel/microfrontends' per-app style check).
for (const app of APP_NAMES) {
  const path = routesOf(app)[0]!.path;
  test(`${app}: styles load through the proxy on ${path}`, async ({ page }) => {
    const cssResponses: string[] = [];
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.css') && response.ok()) cssResponses.push(new URL(response.url()).pathname);
      if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
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

    // One font file, the French cut (issue 39): preloaded, and no other face's range is on the page.
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(new RegExp(`^/${APPS[app].assetsDir}/.*source-sans-3-french-wght-normal[^/]*\\.woff2$`));
  });
}

// The font is cut to the characters of French (packages/ui/src/tokens/fontSubset.ts): a character
// outside it on a page would make every visitor of that page download a second font file.
test('every page is written with the characters of the font’s French cut, its styles’ generated text included', async ({ request }) => {
  const outside = new Map<string, string[]>();
  const stylesheets = new Map<string, string>();
  for (const { path } of ROUTES) {
    const html = await (await request.get(path)).text();
    // What the styles write (`content: "›"`, the breadcrumb's separator) is set in the font too.
    let generated = '';
    for (const [, href] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
      if (!stylesheets.has(href!)) stylesheets.set(href!, await (await request.get(href!)).text());
      for (const [, content] of stylesheets.get(href!)!.matchAll(/content:\s*"([^"]*)"/g)) generated += ` ${content}`;
    }
    const text = html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, '\u00a0')
      .replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, digits: string) => String.fromCodePoint(Number.parseInt(digits, hex ? 16 : 10)))
      .replace(/&[a-z]+;/g, ' ');
    for (const character of text + generated) {
      if (/\s/.test(character) && character !== '\u00a0' && character !== '\u202f') continue;
      if (!FRENCH_CODE_POINTS.has(character.codePointAt(0)!)) outside.set(character, [...(outside.get(character) ?? []), path]);
    }
  }
  expect(
    Object.fromEntries(
      [...outside].map(([character, paths]) => [`${character} U+${character.codePointAt(0)!.toString(16).toUpperCase()}`, [...new Set(paths)]]),
    ),
  ).toEqual({});
});
