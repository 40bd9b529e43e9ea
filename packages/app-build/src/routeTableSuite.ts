import { variantPathsOf } from '@ecole/content/experiments';
import { type AppName, appForPath, routesOf } from '@ecole/routes';
import { describe, expect, it } from 'vitest';

interface AppRouting {
  app: AppName;
  /** The app's default export of react-router.config.ts. */
  config: { ssr?: boolean; prerender?: unknown; basename?: string };
  /** The app's default export of app/routes.ts. */
  routeConfig: ReadonlyArray<{ path?: string; index?: boolean }>;
  /** path → route module, from app/routes.ts. */
  routeFiles: Readonly<Record<string, string>>;
  /** Prerendered paths that are not routes of the table (the not-found page). */
  extraPrerendered?: readonly string[];
  /** Router paths that are not routes of the table (the `*` catch-all). */
  extraRoutes?: readonly string[];
}

/**
 * The proof, per app, that its routes and its prerender list are exactly what the route table
 * gives it (DESIGN.md §2.1): a route added to the table and forgotten in an app fails here.
 */
export function describeAppRouting({ app, config, routeConfig, routeFiles, extraPrerendered = [], extraRoutes = [] }: AppRouting) {
  // The table's paths, and a running experiment's variants of them (issue 37: prerendered beside
  // their page at an internal address, `variantPathOf`).
  const tablePaths = [...routesOf(app).map((route) => route.path), ...variantPathsOf(app)].sort();

  describe(`the ${app} app serves exactly the routes the table gives it`, () => {
    it('maps every path of the table, and no other, to a route module', () => {
      expect(Object.keys(routeFiles).sort()).toEqual(tablePaths);
    });

    it('declares those routes to React Router', () => {
      const configured = routeConfig.map((entry) => (entry.index ? '/' : (entry.path ?? '')));
      expect(configured.filter((path) => !extraRoutes.includes(path)).sort()).toEqual(tablePaths);
      for (const path of extraRoutes) expect(configured).toContain(path);
    });

    it('prerenders every route of the table', () => {
      const prerendered = config.prerender as string[];
      expect(prerendered.filter((path) => !extraPrerendered.includes(path)).sort()).toEqual(tablePaths);
      for (const path of extraPrerendered) expect(prerendered).toContain(path);
    });

    it('never prerenders a path another app owns (the proxy would never serve it)', () => {
      // A variant's internal address is its page's app's by construction (variantPathsOf(app)).
      const variants = variantPathsOf(app);
      const owners = (config.prerender as string[]).filter((path) => !extraPrerendered.includes(path) && !variants.includes(path)).map(appForPath);
      expect(new Set(owners)).toEqual(new Set([app]));
    });

    it('builds static files only, at the domain root', () => {
      expect(config.ssr).toBe(false);
      expect('basename' in config).toBe(false);
    });
  });
}
