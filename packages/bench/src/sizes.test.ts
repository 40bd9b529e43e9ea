import { describe, expect, it } from 'vitest';
import { percentile, table } from './sizes.ts';

describe('benchmark helpers', () => {
  it('computes percentiles and prints aligned tables', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(table(['a', 'bb'], [['1', '2']])).toBe('| a | bb |\n|---|----|\n| 1 | 2  |');
  });
});

describe('pageBytes and the floor', () => {
  it('follows a boot module to the route modules and entry, and their static imports, not their lazy chunks', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { pageBytes } = await import('./sizes.ts');
    const { floorHtml } = await import('./floor.ts');
    const dir = mkdtempSync(join(tmpdir(), 'bench-sizes-'));
    mkdirSync(join(dir, 'assets/site/boot'), { recursive: true });
    const html =
      '<html><head><link rel="stylesheet" href="/assets/site/a.css#"/><script type="module" src="/assets/site/boot/0123456789abcdef.js" async fetchpriority="low"></script></head><body><script></script></body></html>';
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'assets/site/a.css'), 'body{margin:0}');
    writeFileSync(
      join(dir, 'assets/site/boot/0123456789abcdef.js'),
      'async function hydrate(){await Promise.all(["/assets/site/root.js"].map((u)=>import(u)));import("/assets/site/entry.js")}',
    );
    writeFileSync(join(dir, 'assets/site/root.js'), 'import{a}from"./shared.js";const lazy=()=>import("./island.js");');
    writeFileSync(join(dir, 'assets/site/entry.js'), 'import"./shared.js";');
    writeFileSync(join(dir, 'assets/site/shared.js'), 'export const a=1;');
    writeFileSync(join(dir, 'assets/site/island.js'), 'export const big=1;');
    const bytes = pageBytes(dir, 'index.html');
    expect(bytes.scripts).toEqual(['assets/site/boot/0123456789abcdef.js', 'assets/site/entry.js', 'assets/site/root.js', 'assets/site/shared.js']);
    expect(bytes.css).toBeGreaterThan(0);
    expect(floorHtml(html)).toBe('<html><head><link rel="stylesheet" href="/assets/site/a.css#"/></head><body></body></html>');
  });
});
