import { describe, expect, it } from 'vitest';
import { firstLoadAssets, percentile, table } from './sizes.ts';

describe('benchmark helpers', () => {
  it('finds the scripts and styles a prerendered page loads first, not its lazy chunks', () => {
    const html =
      '<link rel="modulepreload" href="/assets/site/entry.client-A.js"/><link rel="stylesheet" href="/assets/site/root-B.css"/>' +
      '<link rel="stylesheet" href="/assets/site/root-B.css#"/>' +
      '<script type="module">import "/assets/site/manifest-C.js"; import("/assets/site/entry.client-A.js");</script>';
    const assets = firstLoadAssets(html);
    expect(assets.css).toEqual(['/assets/site/root-B.css']);
    expect(assets.js).toEqual(expect.arrayContaining(['/assets/site/entry.client-A.js', '/assets/site/manifest-C.js']));
    expect(new Set(assets.js).size).toBe(assets.js.length);
  });

  it('computes percentiles and prints aligned tables', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(table(['a', 'bb'], [['1', '2']])).toBe('| a | bb |\n|---|----|\n| 1 | 2  |');
  });
});
