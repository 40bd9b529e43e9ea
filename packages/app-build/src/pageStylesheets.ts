/**
 * One stylesheet per page (issue 39, point 1). React Router links each page to the CSS chunks of
 * the modules it renders (its sections': 3 to 17 files), and the browser renders nothing until it
 * has all of them: each is a request that blocks the first paint, and about 1 KB of headers on
 * HTTP/1.1. At the end of the build, each page's stylesheets are joined, in the page's order, into
 * one file named by its content (`<assetsDir>/styles/<16 hex>.css`: immutable and kept by releases
 * like every asset), shared by the pages that linked the same list, and the page links it alone.
 *
 * Joining keeps the cascade: stylesheets in document order apply as one sheet holding their rules
 * in that order, as long as none needs to be first in its file (`@charset`, `@import`,
 * `@namespace`), none is scoped by its link (`media`…), and none resolves a relative `url()`
 * against its own folder. The build refuses a stylesheet that breaks one of these rather than ship
 * a page styled differently.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRECOMPRESSED } from '@ecole/proxy/precompress';
import { listFiles } from './listFiles.ts';
import { attributeOf, type Edit, type Element, elementsOf, parsePage, relTokensOf, spanOf, spliced } from './markup.ts';

/** Where the stylesheets a page linked are kept once joined, beside `build/client` (never shipped): the build's tests read them. */
export const STYLESHEET_SOURCES_DIR = 'stylesheet-sources';
/** The record of what was joined, beside `build/client` (never shipped): page → its stylesheet and what it joined. */
export const PAGE_STYLESHEETS_FILE = 'stylesheets.json';

/** What `PAGE_STYLESHEETS_FILE` holds, paths relative to `build/client`. */
export interface PageStylesheets {
  /** Each joined stylesheet, with the stylesheets it joins in order (kept under `STYLESHEET_SOURCES_DIR`). */
  sheets: Record<string, string[]>;
  /** Each page rewritten, and its one stylesheet. */
  pages: Record<string, string>;
}

/** The only attributes a joined stylesheet's link may carry: any other (`media`, `title`, `disabled`…) scopes it. */
const PLAIN_LINK_ATTRIBUTES = new Set(['rel', 'href']);
/** At-rules that only work at the start of their own file. */
const FIRST_IN_FILE = /@(?:charset|import|namespace)\b/i;
/** A `url()` resolved against the stylesheet's folder (not `/…`, `data:`, `http(s):`, `#…`), which the joined file, elsewhere, would break. */
const RELATIVE_URL = /url\(\s*(['"]?)(?!\/|data:|https?:|#)[^)'"]/i;

/** `<assetsDir>/styles/<first 16 hex of sha256>.css`: named by its content, so served immutable. */
export function stylesheetFileOf(assetsDir: string, css: string): string {
  return `${assetsDir}/styles/${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
}

/** The file of the build a page's `href` names (`/assets/site/x.css#` → `assets/site/x.css`). */
const fileOf = (href: string) => href.split(/[?#]/, 1)[0]!.replace(/^\//, '');

const isStylesheet = (element: Element) => element.tagName === 'link' && relTokensOf(element).includes('stylesheet');
/** A preload of a stylesheet (`rel="preload" as="style"`, or a `modulepreload` of a `.css`): pointless once it is joined. */
const isStylePreload = (element: Element) =>
  element.tagName === 'link' &&
  ((relTokensOf(element).includes('preload') && attributeOf(element, 'as') === 'style') ||
    (relTokensOf(element).includes('modulepreload') && fileOf(attributeOf(element, 'href') ?? '').endsWith('.css')));

/** The stylesheets a page links, in its order, as files of the build. */
export function linkedStylesheetsOf(html: string): string[] {
  return [...elementsOf(parsePage(html))].filter(isStylesheet).map((element) => fileOf(attributeOf(element, 'href') ?? ''));
}

/**
 * `html` with its stylesheet links replaced by one link to `sheet` (where the first one was) and
 * its stylesheet preloads removed. Throws on a link the joined file could not stand for.
 */
export function withOneStylesheet(html: string, sheet: string): string {
  const elements = [...elementsOf(parsePage(html))];
  const links = elements.filter(isStylesheet);
  for (const link of links) {
    const extra = link.attrs.map(({ name }) => name).filter((name) => !PLAIN_LINK_ATTRIBUTES.has(name));
    if (extra.length > 0) throw new Error(`feuille de style ${attributeOf(link, 'href')} : ${extra.join(', ')} la limite, elle ne peut être jointe aux autres`);
  }
  const [first, ...rest] = links;
  if (!first) return html;
  const edits: Edit[] = [
    { ...spanOf(first), text: `<link rel="stylesheet" href="/${sheet}"/>` },
    ...[...rest, ...elements.filter(isStylePreload)].map((element) => ({ ...spanOf(element), text: '' })),
  ];
  return spliced(html, edits);
}

/** The stylesheets `files` joined in order, or a French error naming what would change the cascade. */
export function joinedStylesheets(files: readonly { file: string; css: string }[]): string {
  for (const { file, css } of files) {
    if (FIRST_IN_FILE.test(css))
      throw new Error(`${file} : une règle ${FIRST_IN_FILE.exec(css)?.[0]} n’a d’effet qu’en tête de son fichier, il ne peut être joint`);
    if (RELATIVE_URL.test(css)) throw new Error(`${file} : un url() relatif changerait de cible dans le fichier joint`);
  }
  return files.map(({ css }) => (css.endsWith('\n') ? css : `${css}\n`)).join('');
}

/** CSS file names (`x.css`) a script of the build names: Vite's preload helper links them when its dynamic import runs. */
function stylesheetsNamedByScripts(clientDir: string): Set<string> {
  const named = new Set<string>();
  for (const file of listFiles(clientDir).filter((name) => name.endsWith('.js'))) {
    for (const [name = ''] of readFileSync(path.join(clientDir, file), 'utf8').matchAll(/[\w@~.-]+\.css\b/g)) named.add(name);
  }
  return named;
}

/**
 * Joins the stylesheets of each page of `pages` (HTML files relative to `clientDir`) that links
 * more than one, writes the joined files under `<assetsDir>/styles/`, and rewrites the pages.
 * The stylesheets no page links any more are moved out of `clientDir` to `STYLESHEET_SOURCES_DIR`
 * beside it (no release ships them; the build's tests compare them with the joined files). Writes
 * `PAGE_STYLESHEETS_FILE` beside `clientDir` and returns what it holds.
 */
export function joinPageStylesheets(clientDir: string, assetsDir: string, pages: readonly string[]): PageStylesheets {
  const record: PageStylesheets = { sheets: {}, pages: {} };
  const joined = new Set<string>();
  const named = stylesheetsNamedByScripts(clientDir);
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const html = readFileSync(file, 'utf8');
    const linked = linkedStylesheetsOf(html);
    if (linked.length < 2) continue;
    const outside = linked.filter((css) => !css.startsWith(`${assetsDir}/`) || !existsSync(path.join(clientDir, css)));
    if (outside.length > 0) throw new Error(`${page} : feuilles de style hors de ${assetsDir}/ ou absentes : ${outside.join(', ')}`);
    // Vite's preload helper links a stylesheet its import needs unless the page links it by that
    // name: once joined, it would link it again, after the joined file, and its rules would win
    // where they lost on the page.
    const loadedByScripts = linked.filter((css) => named.has(path.posix.basename(css)));
    if (loadedByScripts.length > 0) throw new Error(`${page} : un script charge aussi ${loadedByScripts.join(', ')}, qui ne peut donc être joint`);
    const css = joinedStylesheets(linked.map((name) => ({ file: name, css: readFileSync(path.join(clientDir, name), 'utf8') })));
    const sheet = stylesheetFileOf(assetsDir, css);
    if (!record.sheets[sheet]) {
      mkdirSync(path.dirname(path.join(clientDir, sheet)), { recursive: true });
      writeFileSync(path.join(clientDir, sheet), css);
      record.sheets[sheet] = linked;
    }
    writeFileSync(file, withOneStylesheet(html, sheet));
    record.pages[page] = sheet;
    for (const name of linked) joined.add(name);
  }
  // Every HTML file of the build, not only `pages`: a file of `public/` may link a stylesheet too.
  const stillLinked = new Set(
    listFiles(clientDir)
      .filter((name) => name.endsWith('.html'))
      .flatMap((name) => linkedStylesheetsOf(readFileSync(path.join(clientDir, name), 'utf8'))),
  );
  const sources = path.join(clientDir, '..', STYLESHEET_SOURCES_DIR);
  rmSync(sources, { recursive: true, force: true });
  for (const name of joined) {
    const kept = path.join(sources, name);
    mkdirSync(path.dirname(kept), { recursive: true });
    if (stillLinked.has(name)) {
      writeFileSync(kept, readFileSync(path.join(clientDir, name)));
      continue;
    }
    renameSync(path.join(clientDir, name), kept);
    for (const { suffix } of PRECOMPRESSED) rmSync(path.join(clientDir, `${name}${suffix}`), { force: true });
  }
  writeFileSync(path.join(clientDir, '..', PAGE_STYLESHEETS_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}
