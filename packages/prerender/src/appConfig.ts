import type { Config } from '@react-router/dev/config';
import { APPS, NOT_FOUND_FILE, routesOf, type AppName } from '@ecole/routes';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { assertClientBuild, htmlFileOf, moveToRootFile, removeSpaFallback } from './clientBuild.ts';

export interface PrerenderedAppOptions {
  /**
   * A page prerendered at this path becomes the root `404.html` the proxy answers unknown
   * paths with (React Router emits no 404.html: DESIGN.md gotchas). Only the site app has one.
   */
  notFoundPath?: string;
}

/** Every path the route table gives `app`, plus its not-found page if it has one. */
export function prerenderPaths(app: AppName, options: PrerenderedAppOptions = {}): string[] {
  const paths = routesOf(app).map((route) => route.path);
  return options.notFoundPath ? [...paths, options.notFoundPath] : paths;
}

/**
 * The React Router config of one of our apps: static files only (`ssr: false`), at the domain
 * root (no `basename`), every route of the table prerendered; after the build, the not-found
 * page moved to `404.html`, the SPA fallback removed, and the layout checked against the proxy's
 * contract (docs/architecture.md), so a file the proxy would never serve fails the build.
 */
export function prerenderedAppConfig(app: AppName, options: PrerenderedAppOptions = {}) {
  const routePaths = routesOf(app).map((route) => route.path);
  return {
    ssr: false,
    prerender: prerenderPaths(app, options),
    async buildEnd({ reactRouterConfig }) {
      const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
      const publicDir = path.join(reactRouterConfig.appDirectory, '..', 'public');
      if (options.notFoundPath) moveToRootFile(clientDir, options.notFoundPath, NOT_FOUND_FILE);
      removeSpaFallback(clientDir, routePaths);
      assertClientBuild(clientDir, {
        assetsDir: APPS[app].assetsDir,
        pages: routePaths.map(htmlFileOf),
        // Root files (favicon, robots.txt…) come from `public/`; only the site app has one.
        rootFiles: [
          ...(options.notFoundPath ? [NOT_FOUND_FILE] : []),
          ...(existsSync(publicDir) ? readdirSync(publicDir) : []),
        ],
      });
    },
  } satisfies Config;
}
