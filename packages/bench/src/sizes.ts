import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { attributeOf, elementsOf, parsePage, relTokensOf } from '@ecole/app-build/markup';
import { islandEntriesOf } from '@ecole/app-build/reachable';

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Every file under `dir`, relative, `/`-separated. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(join(dir, entry.name), relative) : [relative];
  });
}

export function gzipSizeOfFile(path: string): number {
  return gzipSize(readFileSync(path));
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A plain-text table, columns padded, so the benchmark reads well in a terminal and in CI logs. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Static imports between built chunks (`import"./x.js"`, `from"./x.js"`), not `import()`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

export interface PageBytes {
  /** The page's HTML, gzip. */
  html: number;
  /** Its stylesheets, gzip. */
  css: number;
  /**
   * Every script the page runs on load (issue 25: no page hydrates as a whole): its external
   * scripts and its app's boot entry, with their static imports.
   */
  js: number;
  /**
   * What the page's islands load when the visitor reaches them (each its own React root): their
   * entries (the build's record, `browser.json`) with their static imports, once each. 0 on a
   * static page. Chunks loaded later still (the toasts' entry, the Supabase client) are not counted.
   */
  islands: number;
  /** The files counted in `js` and `islands`, relative to the build. */
  scripts: string[];
}

/** Each file reached from `entries` by static imports, once, with its gzip size (not those in `known`). */
function withStaticImports(entries: string[], known: ReadonlyMap<string, number> = new Map()): Map<string, number> {
  const queue = [...entries];
  const scripts = new Map<string, number>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (scripts.has(file) || known.has(file) || !existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    scripts.set(file, gzipSize(code));
    for (const [, path = ''] of code.matchAll(STATIC_IMPORT)) queue.push(join(dirname(file), path));
  }
  return scripts;
}

const total = (scripts: ReadonlyMap<string, number>) => [...scripts.values()].reduce((sum, size) => sum + size, 0);

/** What one prerendered page of `clientDir` costs, gzip: on load, and once its islands have started. */
export function pageBytes(clientDir: string, htmlFile: string): PageBytes {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const elements = [...elementsOf(parsePage(html))];
  const css = [
    ...new Set(
      elements
        .filter((element) => element.tagName === 'link' && relTokensOf(element).includes('stylesheet'))
        .map((element) => (attributeOf(element, 'href') ?? '').split(/[?#]/, 1)[0]!),
    ),
  ];
  // The site's own scripts (a path on its origin), not a third party's embed (/candidater's form).
  const sources = elements.filter((element) => element.tagName === 'script').map((element) => attributeOf(element, 'src') ?? '');
  const onLoad = withStaticImports(sources.filter((src) => src.startsWith('/') && src.endsWith('.js')).map((src) => join(clientDir, src)));
  const entries = islandEntriesOf(clientDir, html).map((file) => join(clientDir, file));
  const islands = withStaticImports(entries, onLoad);
  return {
    html: gzipSize(html),
    css: css.reduce((sum, href) => sum + gzipSizeOfFile(join(clientDir, href)), 0),
    js: total(onLoad),
    islands: total(islands),
    scripts: [...onLoad.keys(), ...islands.keys()].map((file) => relative(clientDir, file)).sort(),
  };
}

/** The median of a list (the mean of the two middle values for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
