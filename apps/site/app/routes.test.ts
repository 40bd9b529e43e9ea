import { appForPath, routesOf } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import config, { NOT_FOUND_PRERENDER_PATH, PRERENDER_PATHS } from '../react-router.config.ts';
import routeConfig, { ROUTE_FILES } from './routes.ts';

const tablePaths = routesOf('site').map((route) => route.path);

/** `route('/a', …)` keeps the path as given; `index()` has no path and stands for `/`. */
const configuredPaths = routeConfig.map((entry) => (entry.index ? '/' : entry.path));

describe('the site app serves exactly the routes the table gives it', () => {
  it('maps every path of the table, and no other, to a route module', () => {
    expect(Object.keys(ROUTE_FILES).sort()).toEqual([...tablePaths].sort());
  });

  it('declares those routes to React Router, plus the not-found catch-all', () => {
    expect(configuredPaths.filter((path) => path !== '*').sort()).toEqual([...tablePaths].sort());
    expect(configuredPaths).toContain('*');
  });

  it('prerenders every route of the table, and the not-found page', () => {
    expect(config.prerender).toBe(PRERENDER_PATHS);
    expect(PRERENDER_PATHS.filter((path) => path !== NOT_FOUND_PRERENDER_PATH).sort()).toEqual([...tablePaths].sort());
    expect(PRERENDER_PATHS).toContain(NOT_FOUND_PRERENDER_PATH);
  });

  it('never prerenders a path owned by another app (the proxy would never serve it)', () => {
    const owners = PRERENDER_PATHS.filter((path) => path !== NOT_FOUND_PRERENDER_PATH).map(appForPath);
    expect(new Set(owners)).toEqual(new Set(['site']));
  });

  it('builds static files only, at the domain root', () => {
    expect(config.ssr).toBe(false);
    expect('basename' in config).toBe(false);
  });
});
