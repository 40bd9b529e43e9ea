/**
 * Which JavaScript files of a built app a page can reach (issue 36, point 2), from its pages alone:
 * each page's own scripts (`<script src>` on the site's origin: the boot entry, /candidater's
 * embed), and everything those name in turn: the entries of the boot entry's island map, static
 * imports, `import()` of a file, and the files Vite's preload helper lists. What no page reaches is React
 * Router's client build, which no page loads since no page hydrates as a whole (issue 25): the
 * build deletes it (`removeUnreachableScripts`, from `buildEnd`), and a test proves every `.js` of
 * each built app reachable (@ecole/bench, reachable.test.ts).
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { TOASTS_ENTRY } from '@ecole/browser/Islands';
import { islandsOf } from './bootScripts.ts';
import { BROWSER_FILES, type BuiltBrowserFiles } from './browserFiles.js';
import { listFiles } from './listFiles.ts';
import { attributeOf, elementsOf, parsePage } from './markup.ts';

/** What the app built in `clientDir` made for the browser (`browser.json`, beside it): its boot entry and the entries it names. */
export function builtBrowserFiles(clientDir: string): BuiltBrowserFiles {
  const file = path.join(clientDir, '..', BROWSER_FILES);
  if (!existsSync(file)) throw new Error(`${file} absent: build the app first`);
  return JSON.parse(readFileSync(file, 'utf8')) as BuiltBrowserFiles;
}

/** The entry files (relative to `clientDir`) of the islands `html` holds: what its islands load first when the visitor reaches them. */
export function islandEntriesOf(clientDir: string, html: string): string[] {
  const islands = islandsOf(html).filter((name) => name !== TOASTS_ENTRY);
  if (islands.length === 0) return [];
  const { entries } = builtBrowserFiles(clientDir);
  return islands.map((name) => {
    const file = entries[name];
    if (file === undefined) throw new Error(`no entry of the island ${name} in ${BROWSER_FILES}`);
    return file;
  });
}

/** The site's own scripts a page loads (`<script src="/…">`), as paths of the site; a third party's embed is not the build's. */
export function pageScriptsOf(html: string): string[] {
  return [...elementsOf(parsePage(html))]
    .filter((element) => element.tagName === 'script')
    .map((element) => attributeOf(element, 'src') ?? '')
    .filter((src) => src.startsWith('/') && !src.startsWith('//'));
}

/** A string of the code that names a `.js` file: `"./x.js"`, `'/assets/site/x.js'`, `` `assets/site/x.js` ``. */
const JS_FILE_STRING = /(["'`])((?:\.{1,2}\/|\/)?[\w@~.-][\w@~./-]*\.js)\1/g;

/**
 * The files of the build (relative to `clientDir`, `/`-separated) that the built script `file`
 * names: a static import (`from"./x.js"`), an `import()` of a file (`` import(`./x.js`) ``), a
 * file Vite's preload helper lists (`"assets/site/x.js"`, from the site's root). Any string naming
 * a file of the build counts, so a way of loading a file this does not know keeps the file rather
 * than losing it.
 */
export function scriptReferencesOf(clientDir: string, file: string, code: string): string[] {
  const found = new Set<string>();
  for (const [, , name = ''] of code.matchAll(JS_FILE_STRING)) {
    const target = name.startsWith('./') || name.startsWith('../') ? path.posix.join(path.posix.dirname(file), name) : name.replace(/^\//, '');
    if (target.startsWith('../')) continue;
    const onDisk = path.join(clientDir, target);
    if (existsSync(onDisk) && statSync(onDisk).isFile()) found.add(target);
  }
  return [...found];
}

/** `entries` (relative to `clientDir`) and every script they name, in turn: what loading them can fetch. */
export function scriptsReachedFrom(clientDir: string, entries: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    const onDisk = path.join(clientDir, file);
    if (!existsSync(onDisk)) continue;
    reached.add(file);
    queue.push(...scriptReferencesOf(clientDir, file, readFileSync(onDisk, 'utf8')));
  }
  return reached;
}

/** Every script any page of `clientDir` can reach (every `.html` file is a page: 404.html, the stand-in application form too). */
export function reachableScripts(clientDir: string): Set<string> {
  const entries = listFiles(clientDir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((page) => {
      const html = readFileSync(path.join(clientDir, page), 'utf8');
      return pageScriptsOf(html).map((src) => src.split(/[?#]/, 1)[0]!.replace(/^\//, ''));
    });
  return scriptsReachedFrom(clientDir, entries);
}

/** The `.js` files of `clientDir` no page can reach, relative to it. */
export function unreachableScripts(clientDir: string): string[] {
  const reached = reachableScripts(clientDir);
  return listFiles(clientDir).filter((file) => file.endsWith('.js') && !reached.has(file));
}

/**
 * Deletes the scripts under `assetsDir` no page can reach (React Router's client build), so no
 * release copies them and no deployment keeps them. Returns what it deleted and its size.
 */
export function removeUnreachableScripts(clientDir: string, assetsDir: string): { removed: string[]; bytes: number } {
  const removed = unreachableScripts(clientDir).filter((file) => file.startsWith(`${assetsDir}/`));
  let bytes = 0;
  for (const file of removed) {
    const onDisk = path.join(clientDir, file);
    bytes += statSync(onDisk).size;
    rmSync(onDisk);
  }
  return { removed, bytes };
}
