import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Scripts and stylesheets a page loads before it is interactive: what its prerendered HTML
 * references (module preloads, module scripts, stylesheets). Lazily imported chunks (the
 * Supabase client, for instance) are not counted: the visitor downloads them only when needed.
 */
export function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) if (href) js.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) if (src) js.add(src);
  for (const [, src] of html.matchAll(/import\s*\(?\s*"(\/[^"]+\.js)"/g)) if (src) js.add(src);
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) if (href) css.add(href);
  // React Router marks some stylesheet links with a trailing `#` (one file, two link tags).
  const file = (href: string) => href.split(/[?#]/, 1)[0] ?? href;
  return { js: [...new Set([...js].map(file))], css: [...new Set([...css].map(file))] };
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
