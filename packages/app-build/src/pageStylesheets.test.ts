import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { joinPageStylesheets, linkedStylesheetsOf, PAGE_STYLESHEETS_FILE, STYLESHEET_SOURCES_DIR, withOneStylesheet } from './pageStylesheets.ts';

const ROOT_CSS = ':root{--ec-color-text:#1b1f2a}body{color:var(--ec-color-text)}';
const TONES_CSS = '@font-face{font-family:x;src:url(/assets/site/x.woff2)}.tone{color:red}';
const CARDS_CSS = '.card{color:blue}\n';
const FAQ_CSS = '.card{color:green}';

/** A page as React Router writes it: its stylesheets in the head (the tones' with the `#` React Router adds), its text after. */
const page = (...hrefs: string[]) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${hrefs.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('')}` +
  '<title>Page</title></head><body><h1>Titre</h1></body></html>';

function build(files: Record<string, string>): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'page-stylesheets-')), 'client');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('one stylesheet per page', () => {
  const files = {
    'index.html': page('/assets/site/root-a.css', '/assets/site/tones-b.css#', '/assets/site/cards-c.css'),
    'ecole/index.html': page('/assets/site/root-a.css', '/assets/site/tones-b.css#', '/assets/site/cards-c.css'),
    'faq/index.html': page('/assets/site/root-a.css', '/assets/site/tones-b.css#', '/assets/site/faq-d.css', '/assets/site/cards-c.css'),
    'assets/site/root-a.css': ROOT_CSS,
    'assets/site/root-a.css.br': 'old brotli',
    'assets/site/tones-b.css': TONES_CSS,
    'assets/site/cards-c.css': CARDS_CSS,
    'assets/site/faq-d.css': FAQ_CSS,
  };

  it('links each page to one file holding its stylesheets in the page’s order, shared by the pages that linked the same list', () => {
    const dir = build(files);
    const record = joinPageStylesheets(dir, 'assets/site', ['index.html', 'ecole/index.html', 'faq/index.html']);
    const sheets = ['index.html', 'ecole/index.html', 'faq/index.html'].map((file) => linkedStylesheetsOf(read(dir, file)));
    for (const linked of sheets) expect(linked).toHaveLength(1);
    expect(sheets[0]).toEqual(sheets[1]);
    expect(sheets[2]).not.toEqual(sheets[0]);
    expect(sheets[0]![0]).toMatch(/^assets\/site\/styles\/[0-9a-f]{16}\.css$/);
    expect(read(dir, sheets[0]![0]!)).toBe(`${ROOT_CSS}\n${TONES_CSS}\n${CARDS_CSS}`);
    // The FAQ's own rule comes before the cards' as on the page: the cards' colour still wins there.
    expect(read(dir, sheets[2]![0]!)).toBe(`${ROOT_CSS}\n${TONES_CSS}\n${FAQ_CSS}\n${CARDS_CSS}`);
    expect(Object.keys(record.sheets)).toHaveLength(2);
    expect(JSON.parse(read(dir, `../${PAGE_STYLESHEETS_FILE}`))).toEqual(record);
  });

  it('keeps every other byte of the page, the stylesheet where the first one was', () => {
    const dir = build(files);
    joinPageStylesheets(dir, 'assets/site', ['index.html']);
    const [sheet] = linkedStylesheetsOf(read(dir, 'index.html'));
    expect(read(dir, 'index.html')).toBe(page(`/${sheet}`));
  });

  it('ships no stylesheet that no page links any more: it is kept beside the build, not in it, with no compressed sibling left behind', () => {
    const dir = build(files);
    joinPageStylesheets(dir, 'assets/site', ['index.html', 'ecole/index.html', 'faq/index.html']);
    for (const file of ['root-a.css', 'root-a.css.br', 'tones-b.css', 'cards-c.css', 'faq-d.css'])
      expect(existsSync(path.join(dir, 'assets/site', file)), file).toBe(false);
    expect(read(dir, `../${STYLESHEET_SOURCES_DIR}/assets/site/root-a.css`)).toBe(ROOT_CSS);
  });

  it('keeps a stylesheet another page still links', () => {
    const dir = build({ ...files, 'candidature-exemple.html': page('/assets/site/cards-c.css') });
    joinPageStylesheets(dir, 'assets/site', ['index.html', 'ecole/index.html', 'faq/index.html']);
    expect(read(dir, 'assets/site/cards-c.css')).toBe(CARDS_CSS);
    expect(existsSync(path.join(dir, 'assets/site/root-a.css'))).toBe(false);
  });

  it('refuses to join a stylesheet a script loads too (Vite’s preload helper would link it again, after the joined file)', () => {
    const dir = build({ ...files, 'assets/site/client-e.js': 'const deps=["assets/site/faq-d.css"];' });
    expect(() => joinPageStylesheets(dir, 'assets/site', ['faq/index.html'])).toThrow(/un script charge aussi assets\/site\/faq-d\.css/);
  });

  it('leaves a page that links one stylesheet or none as it is', () => {
    const dir = build({ 'index.html': page('/assets/site/root-a.css'), 'ecole/index.html': page(), 'assets/site/root-a.css': ROOT_CSS });
    const record = joinPageStylesheets(dir, 'assets/site', ['index.html', 'ecole/index.html']);
    expect(record).toEqual({ sheets: {}, pages: {} });
    expect(read(dir, 'index.html')).toBe(page('/assets/site/root-a.css'));
    expect(existsSync(path.join(dir, 'assets/site/root-a.css'))).toBe(true);
  });

  it('drops the preloads of the stylesheets it joined', () => {
    const html = page('/assets/site/root-a.css', '/assets/site/cards-c.css').replace(
      '<title>',
      '<link rel="preload" as="style" href="/assets/site/cards-c.css"/><link rel="modulepreload" href="/assets/site/faq-d.css"/><link rel="preload" as="font" href="/assets/site/x.woff2"/><title>',
    );
    expect(withOneStylesheet(html, 'assets/site/styles/0123456789abcdef.css')).toBe(
      page('/assets/site/styles/0123456789abcdef.css').replace('<title>', '<link rel="preload" as="font" href="/assets/site/x.woff2"/><title>'),
    );
  });

  it('refuses what joining would change: a link scoped by media, an @import, a relative url(), a stylesheet outside the app', () => {
    expect(() => withOneStylesheet(page('/assets/site/root-a.css').replace('.css"/>', '.css" media="print"/>'), 'x.css')).toThrow(/media/);
    const refused = (css: string) => () => joinPageStylesheets(build({ ...files, 'assets/site/cards-c.css': css }), 'assets/site', ['index.html']);
    expect(refused('@import url(/assets/site/x.css);')).toThrow(/@import/);
    expect(refused('.a{background:url(img.png)}')).toThrow(/url\(\) relatif/);
    expect(() =>
      joinPageStylesheets(build({ ...files, 'index.html': page('/assets/site/root-a.css', '/assets/autre/x.css') }), 'assets/site', ['index.html']),
    ).toThrow(/hors de assets\/site/);
  });
});
