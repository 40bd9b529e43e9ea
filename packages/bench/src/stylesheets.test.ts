// @vitest-environment node
// One stylesheet per page (issue 39, point 1): every page of the three public apps links one
// stylesheet, its sections' stylesheets joined in the page's order at the end of the build
// (@ecole/app-build, pageStylesheets.ts), precompressed like every asset. The staff desk is one
// client-rendered shell that links its one stylesheet from Vite. Reads the built apps (the test
// command builds them first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linkedStylesheetsOf, PAGE_STYLESHEETS_FILE, type PageStylesheets, STYLESHEET_SOURCES_DIR } from '@ecole/app-build/pageStylesheets';
import { defaultRoots } from '@ecole/proxy';
import { PRECOMPRESSED } from '@ecole/proxy/precompress';
import { APP_NAMES, APPS } from '@ecole/routes';
import { describe, expect, it } from 'vitest';

const builds = defaultRoots();

function requireBuilt(app: (typeof APP_NAMES)[number]): string {
  const dir = builds[app];
  if (!existsSync(join(dir, '..', PAGE_STYLESHEETS_FILE)) && APPS[app].kind === 'pages') {
    throw new Error(`${dir} absent: build the apps first (npx -y pnpm@10.34.9 exec turbo run build --filter='./apps/*'; npm test does it).`);
  }
  return dir;
}

/** The pages of a build (its HTML files stamped with a release: not the course sheets nor the application form's stand-in). */
const pagesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .filter((file) => readFileSync(join(dir, file), 'utf8').includes('<meta name="release"'))
    .sort();

describe.each(APP_NAMES)('the pages of %s', (app) => {
  it('each link exactly one stylesheet, one of the app’s assets, with its brotli and gzip siblings', () => {
    const dir = requireBuilt(app);
    const pages = pagesOf(dir);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const sheets = linkedStylesheetsOf(readFileSync(join(dir, page), 'utf8'));
      expect(sheets, page).toHaveLength(1);
      expect(sheets[0]!.startsWith(`${APPS[app].assetsDir}/`), page).toBe(true);
      for (const { suffix } of PRECOMPRESSED) expect(existsSync(join(dir, `${sheets[0]}${suffix}`)), `${sheets[0]}${suffix}`).toBe(true);
    }
  });
});

describe.each(APP_NAMES.filter((app) => APPS[app].kind === 'pages'))('the joined stylesheets of %s', (app) => {
  it('hold, byte for byte, the stylesheets each page linked, in the page’s order; every page of the app is joined', () => {
    const dir = requireBuilt(app);
    const record = JSON.parse(readFileSync(join(dir, '..', PAGE_STYLESHEETS_FILE), 'utf8')) as PageStylesheets;
    // Every page linked several stylesheets (its sections'): each is joined, none left out.
    expect(Object.keys(record.pages).sort()).toEqual(pagesOf(dir));
    for (const [page, sheet] of Object.entries(record.pages)) {
      expect(linkedStylesheetsOf(readFileSync(join(dir, page), 'utf8')), page).toEqual([sheet]);
      const sources = record.sheets[sheet];
      expect(sources?.length, page).toBeGreaterThan(1);
      const concatenation = sources!
        .map((file) => readFileSync(join(dir, '..', STYLESHEET_SOURCES_DIR, file), 'utf8'))
        .map((css) => (css.endsWith('\n') ? css : `${css}\n`))
        .join('');
      expect(readFileSync(join(dir, sheet), 'utf8') === concatenation, `${page}: ${sheet} ≠ ${sources!.join(' + ')}`).toBe(true);
    }
  });
});
