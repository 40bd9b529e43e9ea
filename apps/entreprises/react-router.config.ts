import type { Config } from '@react-router/dev/config';
import { APPS, routesOf } from '@ecole/routes';
import path from 'node:path';
import { assertClientBuild, htmlFileOf, removeSpaFallback } from '@ecole/prerender/clientBuild';

const APP = 'entreprises';

/** Every route the table gives this app (DESIGN.md §2.1). */
export const PRERENDER_PATHS: string[] = routesOf(APP).map((route) => route.path);

export default {
  ssr: false,
  prerender: PRERENDER_PATHS,
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    // Unknown paths are the site app's 404.html (proxy rule 5): this app needs no SPA fallback.
    removeSpaFallback(clientDir, PRERENDER_PATHS);
    assertClientBuild(clientDir, { assetsDir: APPS[APP].assetsDir, pages: PRERENDER_PATHS.map(htmlFileOf), rootFiles: [] });
  },
} satisfies Config;
