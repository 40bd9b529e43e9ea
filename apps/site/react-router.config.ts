import type { Config } from '@react-router/dev/config';
import { APPS, NOT_FOUND_FILE, routesOf } from '@ecole/routes';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PRERENDER_PATH } from './app/notFound.ts';
import { assertClientBuild, htmlFileOf, moveToRootFile, removeSpaFallback } from '@ecole/prerender/clientBuild';

const APP = 'site';

export { NOT_FOUND_PRERENDER_PATH };

/** Every route the table gives this app (DESIGN.md §2.1), plus the not-found page. */
export const PRERENDER_PATHS: string[] = [...routesOf(APP).map((route) => route.path), NOT_FOUND_PRERENDER_PATH];

export default {
  ssr: false,
  prerender: PRERENDER_PATHS,
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    const routePaths = routesOf(APP).map((route) => route.path);
    moveToRootFile(clientDir, NOT_FOUND_PRERENDER_PATH, NOT_FOUND_FILE);
    removeSpaFallback(clientDir, routePaths);
    assertClientBuild(clientDir, {
      assetsDir: APPS[APP].assetsDir,
      pages: routePaths.map(htmlFileOf),
      // favicon, robots.txt, the quality certificate: served from the site's root (architecture.md).
      rootFiles: [NOT_FOUND_FILE, ...readdirSync(path.join(reactRouterConfig.appDirectory, '..', 'public'))],
    });
  },
} satisfies Config;
