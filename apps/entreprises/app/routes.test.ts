import { appForPath, routesOf } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import config, { PRERENDER_PATHS } from '../react-router.config.ts';
import routeConfig, { ROUTE_FILES } from './routes.ts';

const tablePaths = routesOf('entreprises').map((route) => route.path);

describe('the entreprises app serves exactly the routes the table gives it', () => {
  it('maps every path of the table, and no other, to a route module', () => {
    expect(Object.keys(ROUTE_FILES).sort()).toEqual([...tablePaths].sort());
    expect(routeConfig.map((entry) => entry.path).sort()).toEqual([...tablePaths].sort());
  });

  it('prerenders exactly those routes', () => {
    expect(config.prerender).toBe(PRERENDER_PATHS);
    expect([...PRERENDER_PATHS].sort()).toEqual([...tablePaths].sort());
    expect(new Set(PRERENDER_PATHS.map(appForPath))).toEqual(new Set(['entreprises']));
  });

  it('builds static files only, at the domain root', () => {
    expect(config.ssr).toBe(false);
    expect('basename' in config).toBe(false);
  });
});
