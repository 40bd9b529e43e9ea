/**
 * Post-build steps and checks on `build/client`, run from `buildEnd` in react-router.config.ts.
 * The proxy serves an app's files by path prefix (docs/architecture.md), so a file that lands
 * outside the app's prefix would be unreachable, or would shadow another app's file: the build
 * fails rather than ship that.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { THANK_YOU_PATH } from '@ecole/browser/FormBoot';
import { TOASTS_ENTRY } from '@ecole/browser/Islands';
import { htmlFileOf } from '@ecole/routes';
import { type BootModule, bootFileOf, buildBootEntry } from './bootEntry.ts';
import { appIslandMap, executableInlineScripts, externalizeScripts, holdsContactForm, islandsOf } from './bootScripts.ts';
import { BROWSER_FILES, type BuiltBrowserFiles } from './browserFiles.js';
import { listFiles } from './listFiles.ts';
import { attributeOf, type Element, elementsOf, parsePage, textOf } from './markup.ts';
import { linkedStylesheetsOf } from './pageStylesheets.ts';
import { unreachableScripts } from './reachable.ts';

export { listFiles };

/**
 * React Router always writes an SPA fallback (`__spa-fallback.html`, or `index.html` when `/` is
 * not prerendered) when `ssr: false`. No route of ours needs it: the proxy answers unknown
 * paths with the site's 404.html. Remove it so it is neither served nor mistaken for a page.
 */
export function removeSpaFallback(clientDir: string, routePaths: readonly string[]): void {
  rmSync(path.join(clientDir, '__spa-fallback.html'), { force: true });
  if (!routePaths.includes('/')) rmSync(path.join(clientDir, 'index.html'), { force: true });
}

/** React Router has no 404.html: move the page prerendered at `fromPath` to `toFile`. */
export function moveToRootFile(clientDir: string, fromPath: string, toFile: string): void {
  const from = path.join(clientDir, htmlFileOf(fromPath));
  if (!existsSync(from)) throw new Error(`build: ${fromPath} was not prerendered, cannot write ${toFile}`);
  renameSync(from, path.join(clientDir, toFile));
  rmdirSync(path.dirname(from));
}

/**
 * Rewrites each page (relative to `clientDir`) with `externalizeScripts`, and writes the app's boot
 * entries (bootEntry.ts), one per kind of page, each page naming one: the plain boot entry in the
 * static pages; the one that also starts the islands in the pages that hold an island; the one that
 * also boots the contact forms in the pages that hold a contact form and in /thank-you (which
 * forgets the tab's drafts). Their island map names the toasts' entry and the islands the pages
 * hold, with the files each island's entry imports (fetched with it). Which file each entry became,
 * and what it imports, the islands' build wrote to `browser.json` beside
 * `clientDir` (viteConfig.js, `islandEntries`); it is written again with the boot entries and the
 * entries they name (the benchmark reads it); a kind no page of the app is has none. Returns the
 * files written, by kind.
 */
export async function externalizePageScripts(clientDir: string, assetsDir: string, pages: readonly string[]): Promise<Partial<Record<BootModule, string>>> {
  const filesJson = path.join(clientDir, '..', BROWSER_FILES);
  const built = JSON.parse(readFileSync(filesJson, 'utf8')) as BuiltBrowserFiles;
  const urls = Object.fromEntries(Object.entries(built.entries).map(([name, file]) => [name, `/${file}`]));
  const html = new Map(pages.map((page) => [page, readFileSync(path.join(clientDir, page), 'utf8')]));
  const map = appIslandMap([...new Set(pages.flatMap((page) => islandsOf(html.get(page) as string)))], urls);
  const thankYou = htmlFileOf(THANK_YOU_PATH);
  const kindOf = (page: string): BootModule =>
    page === thankYou || holdsContactForm(html.get(page) as string) ? 'forms' : islandsOf(html.get(page) as string).length > 0 ? 'islands' : 'boot';
  const kinds = new Map(pages.map((page) => [page, kindOf(page)]));

  const files: Partial<Record<BootModule, string>> = {};
  // What each island's entry imports, fetched with it (the toasts' entry loads rarely: not listed).
  const imports = Object.fromEntries(
    Object.keys(map)
      .filter((name) => name !== TOASTS_ENTRY)
      .map((name) => [name, (built.imports?.[name] ?? []).map((file) => `/${file}`)]),
  );
  for (const module of new Set(kinds.values())) {
    // The plain boot entry needs the toasts' entry alone.
    const code = await buildBootEntry(module === 'boot' ? { [TOASTS_ENTRY]: map[TOASTS_ENTRY] as string } : map, module, module === 'boot' ? {} : imports);
    const file = bootFileOf(assetsDir, code, module);
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), code);
    files[module] = file;
  }
  for (const page of pages) {
    writeFileSync(path.join(clientDir, page), externalizeScripts(html.get(page) as string, `/${files[kinds.get(page) as BootModule]}`).html);
  }
  const entries = Object.fromEntries(Object.keys(map).map((name) => [name, built.entries[name] as string]));
  const entryImports = Object.fromEntries(Object.keys(map).map((name) => [name, built.imports?.[name] ?? []]));
  const { boot, islands, forms } = files;
  writeFileSync(filesJson, `${JSON.stringify({ boot, islands, forms, entries, imports: entryImports } satisfies BuiltBrowserFiles, null, 2)}\n`);
  return files;
}

export interface ExpectedLayout {
  /** `APPS[app].assetsDir`, e.g. `assets/site`. */
  assetsDir: string;
  /** HTML files the prerender must have written (relative to build/client). */
  pages: readonly string[];
  /** Other files allowed at the top of build/client (from `public/`, or 404.html). */
  rootFiles: readonly string[];
}

/** Files that escape the expected layout, and pages that are missing. Empty lists: all good. */
export function checkLayout(clientDir: string, expected: ExpectedLayout) {
  const files = listFiles(clientDir);
  const allowed = new Set([...expected.pages, ...expected.rootFiles]);
  const stray = files.filter((file) => !file.startsWith(`${expected.assetsDir}/`) && !allowed.has(file));
  const missing = expected.pages.filter((page) => !files.includes(page));
  return { stray, missing };
}

type Check = (element: Element) => boolean;
const named =
  (tagName: string, attribute: string, value: string): Check =>
  (element) =>
    element.tagName === tagName && attributeOf(element, attribute) === value;
const absoluteUrl = /^https?:\/\/./;

/** What a crawler without JavaScript needs in every page (DESIGN.md §2.2): one element passing each check. */
const REQUIRED_IN_HTML: ReadonlyArray<[string, Check]> = [
  ['<html lang="fr">', named('html', 'lang', 'fr')],
  ['<h1>', (element) => element.tagName === 'h1'],
  ['<title>', (element) => element.tagName === 'title' && textOf(element).trim() !== ''],
  ['<meta name="description">', (element) => named('meta', 'name', 'description')(element) && Boolean(attributeOf(element, 'content')?.trim())],
  ['<link rel="canonical">', (element) => named('link', 'rel', 'canonical')(element) && absoluteUrl.test(attributeOf(element, 'href') ?? '')],
  [
    '<meta property="og:image">',
    (element) => named('meta', 'property', 'og:image')(element) && /^https?:\/\/.+\.png$/.test(attributeOf(element, 'content') ?? ''),
  ],
];

/** The page's social card, as a path of the build (its og:image points to the public origin). */
export function socialCardOf(html: string): string | undefined {
  const card = [...elementsOf(parsePage(html))].find(named('meta', 'property', 'og:image'));
  const url = card && attributeOf(card, 'content');
  return url ? new URL(url).pathname : undefined;
}

export function missingHeadParts(html: string): string[] {
  const elements = [...elementsOf(parsePage(html))];
  return REQUIRED_IN_HTML.filter(([, check]) => !elements.some(check)).map(([name]) => name);
}

const JWT = /eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g;

/**
 * Keys that must never reach a visitor's browser: a JWT whose role is not `anon` (the service
 * role bypasses RLS and reads every request) or a Supabase secret key (`sb_secret_…`). The public
 * anon key is expected in the contact form's chunk; anything else fails the build. Returns the
 * files and the role found.
 */
export function privilegedKeys(clientDir: string): string[] {
  const found: string[] = [];
  for (const file of listFiles(clientDir).filter((name) => /\.(js|html|json|map)$/.test(name))) {
    const text = readFileSync(path.join(clientDir, file), 'utf8');
    if (text.includes('sb_secret_')) found.push(`${file}: a Supabase secret key (sb_secret_…)`);
    for (const [, payload = ''] of text.matchAll(JWT)) {
      let role: unknown;
      try {
        role = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }).role;
      } catch {
        continue; // not a JWT after all
      }
      if (role !== 'anon') found.push(`${file}: a key with role ${String(role)}`);
    }
  }
  return found;
}

/** Throws with every problem at once, so one build run shows them all. */
export function assertClientBuild(clientDir: string, expected: ExpectedLayout): void {
  const { stray, missing } = checkLayout(clientDir, expected);
  const problems = [...stray.map((file) => `file outside ${expected.assetsDir}/: ${file}`), ...missing.map((file) => `page not prerendered: ${file}`)];
  for (const page of expected.pages.filter((file) => !missing.includes(file))) {
    const html = readFileSync(path.join(clientDir, page), 'utf8');
    for (const part of missingHeadParts(html)) problems.push(`${page} has no ${part}`);
    // The Content-Security-Policy allows no inline script (packages/proxy/src/headers.ts).
    for (const script of executableInlineScripts(html)) problems.push(`${page} has an inline script: ${script.slice(0, 80)}`);
    // One stylesheet per page (issue 39): joinPageStylesheets ran before.
    const sheets = linkedStylesheetsOf(html);
    if (sheets.length > 1) problems.push(`${page} links ${sheets.length} stylesheets: ${sheets.join(', ')}`);
    const card = socialCardOf(html);
    if (card && !existsSync(path.join(clientDir, card))) problems.push(`${page}: its social card ${card} was not drawn`);
  }
  for (const key of privilegedKeys(clientDir)) problems.push(`secret in client code: ${key}`);
  // Every script is one a page can load (removeUnreachableScripts ran before): none shipped for nothing.
  for (const file of unreachableScripts(clientDir)) problems.push(`script no page can reach: ${file}`);
  if (problems.length > 0) throw new Error(`build/client check failed:\n  ${problems.join('\n  ')}`);
}
