import { SCHOOL } from '@ecole/content';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

// These files sit at the site root (architecture.md, proxy rule 4): a missing one is a footer or
// browser-tab link that answers 404.
describe('files served from the site root', () => {
  it('include the quality certificate the footer links to', () => {
    const file = `${publicDir}${SCHOOL.qualityCertificate.href.slice(1)}`;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('include the favicon root.tsx declares and a robots.txt that allows crawling', () => {
    expect(existsSync(`${publicDir}favicon.svg`)).toBe(true);
    expect(readFileSync(`${publicDir}robots.txt`, 'utf8')).toMatch(/User-agent: \*\nAllow: \//);
  });
});
