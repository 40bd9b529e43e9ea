import { describe, expect, it } from 'vitest';
import { percentile, table } from './sizes.ts';

describe('benchmark helpers', () => {
  it('computes percentiles and prints aligned tables', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(table(['a', 'bb'], [['1', '2']])).toBe('| a | bb |\n|---|----|\n| 1 | 2  |');
  });
});

/** The entries an app's build made (its `browser.json`), with the boot entry's map. */
const ENTRIES = { toasts: 'assets/site/island-toasts.js', 'contact-form': 'assets/site/island-form.js', 'course-tabs': 'assets/site/island-tabs.js' };

describe('pageBytes and the floor', () => {
  it('counts the boot entry on load, and the page’s islands’ entries with their static imports once each, not their lazy chunks nor the toasts', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { pageBytes } = await import('./sizes.ts');
    const { floorHtml } = await import('./floor.ts');
    const dir = join(mkdtempSync(join(tmpdir(), 'bench-sizes-')), 'client');
    mkdirSync(join(dir, 'assets/site/boot'), { recursive: true });
    writeFileSync(join(dir, '..', 'browser.json'), JSON.stringify({ entries: ENTRIES }));
    const html =
      '<html><head><link rel="stylesheet" href="/assets/site/a.css#"/><script type="module" src="/assets/site/boot/0123456789abcdef.js" async fetchpriority="low"></script></head>' +
      '<body><div data-island-slot="contact-form"></div><div data-island-slot="course-tabs"></div></body></html>';
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'assets/site/a.css'), 'body{margin:0}');
    writeFileSync(
      join(dir, 'assets/site/boot/0123456789abcdef.js'),
      'var e={toasts:`/assets/site/island-toasts.js`,"contact-form":`/assets/site/island-form.js`,"course-tabs":`/assets/site/island-tabs.js`};const load=(url)=>import(url);',
    );
    writeFileSync(join(dir, 'assets/site/island-form.js'), 'import{a}from"./react.js";const lazy=()=>import("./client.js");');
    writeFileSync(join(dir, 'assets/site/island-tabs.js'), 'import"./react.js";');
    writeFileSync(join(dir, 'assets/site/react.js'), 'export const a=1;');
    writeFileSync(join(dir, 'assets/site/client.js'), 'export const big=1;');
    writeFileSync(join(dir, 'assets/site/island-toasts.js'), 'export const toasts=1;');
    const bytes = pageBytes(dir, 'index.html');
    expect(bytes.scripts).toEqual(['assets/site/boot/0123456789abcdef.js', 'assets/site/island-form.js', 'assets/site/island-tabs.js', 'assets/site/react.js']);
    expect(bytes.js).toBeGreaterThan(0);
    expect(bytes.islands).toBeGreaterThan(0);
    expect(bytes.css).toBeGreaterThan(0);
    expect(floorHtml(html)).toBe(
      '<html><head><link rel="stylesheet" href="/assets/site/a.css#"/></head><body><div data-island-slot="contact-form"></div><div data-island-slot="course-tabs"></div></body></html>',
    );
  });

  it('a page without islands loads its boot entry alone', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { pageBytes } = await import('./sizes.ts');
    const dir = join(mkdtempSync(join(tmpdir(), 'bench-sizes-')), 'client');
    mkdirSync(join(dir, 'assets/site/boot'), { recursive: true });
    writeFileSync(join(dir, '..', 'browser.json'), JSON.stringify({ entries: ENTRIES }));
    writeFileSync(
      join(dir, 'index.html'),
      '<html><head><script type="module" src="/assets/site/boot/0123456789abcdef.js"></script></head><body></body></html>',
    );
    writeFileSync(join(dir, 'assets/site/boot/0123456789abcdef.js'), 'var e={toasts:`/assets/site/island-toasts.js`};const load=(url)=>import(url);');
    const bytes = pageBytes(dir, 'index.html');
    expect(bytes.scripts).toEqual(['assets/site/boot/0123456789abcdef.js']);
    expect(bytes.islands).toBe(0);
  });
});
