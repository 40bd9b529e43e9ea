import { PAGE_ROUTES } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { socialCardPath } from './socialCard.ts';

describe('social card addresses', () => {
  it('give every route its own card under its app’s asset prefix', () => {
    const paths = PAGE_ROUTES.map((route) => socialCardPath(route.path));
    expect(new Set(paths).size).toBe(PAGE_ROUTES.length);
    expect(socialCardPath('/faq')).toMatch(/^\/assets\/site\/cartes\/faq-[0-9a-f]{8}\.png$/);
    expect(socialCardPath('/tpe')).toMatch(/^\/assets\/entreprises\/cartes\/tpe-[0-9a-f]{8}\.png$/);
    expect(socialCardPath('/')).toMatch(/^\/assets\/site\/cartes\/accueil-/);
  });

  it('are stable, and none for a path that is not a route', () => {
    expect(socialCardPath('/faq')).toBe(socialCardPath('/faq'));
    expect(socialCardPath('/404')).toBeUndefined();
  });
});
