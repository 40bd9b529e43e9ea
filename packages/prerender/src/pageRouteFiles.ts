import { existsSync } from 'node:fs';
import path from 'node:path';
import { pageSlug } from '@ecole/content';
import { type AppName, routesOf } from '@ecole/routes';

/**
 * path → route module for every route the table gives `app`, by convention: the page at
 * `/programmes/community-manager` lives in `app/routes/programmes-community-manager.tsx` (its data
 * in `@ecole/content/pages/<app>/programmes-community-manager`). A route of the table without its
 * module stops the build with the file to write. `appDir` is the app's `app/` folder.
 */
export function pageRouteFiles(app: AppName, appDir: string): Record<string, string> {
  const files = routesOf(app).map((entry) => [entry.path, `routes/${pageSlug(entry.path)}.tsx`] as const);
  const missing = files.filter(([, file]) => !existsSync(path.join(appDir, file)));
  if (missing.length > 0) {
    throw new Error(`Pages sans module de route dans l’application ${app} : ${missing.map(([route, file]) => `${route} → app/${file}`).join(', ')}.`);
  }
  return Object.fromEntries(files);
}
