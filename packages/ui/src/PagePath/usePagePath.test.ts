import { describe, expect, it } from 'vitest';
import { pagePathOf } from './usePagePath.ts';

describe('pagePathOf', () => {
  it('is the path without the trailing slash the prerender requests a page with', () => {
    expect(pagePathOf('/faq/')).toBe('/faq');
    expect(pagePathOf('/programmes/marketing-digital/')).toBe('/programmes/marketing-digital');
    expect(pagePathOf('/faq')).toBe('/faq');
  });

  it('is the page itself for an experiment’s variant, prerendered at /<page>/_<variant> (issue 37)', () => {
    expect(pagePathOf('/formation-ia/_b/')).toBe('/formation-ia');
    expect(pagePathOf('/formation-ia/_a')).toBe('/formation-ia');
    expect(pagePathOf('/_b/')).toBe('/');
    expect(pagePathOf('/programmes/_x_y')).toBe('/programmes/_x_y');
  });

  it('keeps the home page at /', () => {
    expect(pagePathOf('/')).toBe('/');
    expect(pagePathOf('//')).toBe('/');
  });
});
