import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** Site-absolute `.js` addresses a boot module names (the route modules and the entry it imports). */
const ABSOLUTE_JS = /["'](\/[^"'\s]+\.js)["']/g;
/** Static imports between built chunks (`import"./x.js"`, `from"./x.js"`), not `import()`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
/** A page's boot module (written by @ecole/prerender's bootScripts). */
const isBootModule = (path: string) => /\/boot\/[0-9a-f]{16}\.js$/.test(path);

export interface PageBytes {
  /** The page's HTML, gzip. */
  html: number;
  /** Its stylesheets, gzip. */
  css: number;
  /**
   * Every script the page runs before the visitor can interact with everything: its external
   * scripts, and for the boot module, the route modules and entry hydration imports, with their
   * static imports. Chunks loaded later (islands, the toast, the Supabase client) are not counted.
   */
  js: number;
  /** The files counted in `js`, relative to the build. */
  scripts: string[];
}

/** What one prerendered page of `clientDir` costs, gzip, before interaction. */
export function pageBytes(clientDir: string, htmlFile: string): PageBytes {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const css = [...new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href = '']) => href.split(/[?#]/, 1)[0]!))];
  const queue = [...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+\.js)"/g)].map(([, src = '']) => join(clientDir, src));
  const scripts = new Map<string, number>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (scripts.has(file) || !existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    scripts.set(file, gzipSize(code));
    for (const [, path = ''] of code.matchAll(STATIC_IMPORT)) queue.push(join(dirname(file), path));
    if (isBootModule(file)) for (const [, path = ''] of code.matchAll(ABSOLUTE_JS)) queue.push(join(clientDir, path));
  }
  return {
    html: gzipSize(html),
    css: css.reduce((total, href) => total + gzipSizeOfFile(join(clientDir, href)), 0),
    js: [...scripts.values()].reduce((total, size) => total + size, 0),
    scripts: [...scripts.keys()].map((file) => relative(clientDir, file)).sort(),
  };
}

/** The median of a list (the mean of the two middle values for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
