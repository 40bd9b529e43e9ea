import { describe, expect, it } from 'vitest';
import { pagePathOf } from './usePagePath.ts';

describe('pagePathOf', () => {
  it('is the path without the trailing slash the prerender requests a page with', () => {
    expect(pagePathOf('/faq/')).toBe('/faq');
    expect(pagePathOf('/programmes/marketing-digital/')).toBe('/programmes/marketing-digital');
    expect(pagePathOf('/faq')).toBe('/faq');
  });

  it('keeps the home page at /', () => {
    expect(pagePathOf('/')).toBe('/');
    expect(pagePathOf('//')).toBe('/');
  });
});
