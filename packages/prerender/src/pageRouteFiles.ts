import { pageSlug } from '@ecole/content';
import { routesOf, type AppName } from '@ecole/routes';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Route module of every path of the table that has no page written yet. */
export const PLACEHOLDER_MODULE = 'routes/placeholder.tsx';

/**
 * path → route module for every route the table gives `app`, by convention: the page at
 * `/programmes/community-manager` lives in `app/routes/programmes-community-manager.tsx` (its data
 * in `@ecole/content/pages/<app>/programmes-community-manager`). A path without its module yet gets
 * the placeholder page. `appDir` is the app's `app/` folder.
 */
export function pageRouteFiles(app: AppName, appDir: string): Record<string, string> {
  return Object.fromEntries(
    routesOf(app).map((entry) => {
      const file = `routes/${pageSlug(entry.path)}.tsx`;
      return [entry.path, existsSync(path.join(appDir, file)) ? file : PLACEHOLDER_MODULE];
    }),
  );
}
