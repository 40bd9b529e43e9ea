import { SCHOOL } from '@ecole/content';
import { loadAllPages } from '@ecole/content/launch/loadPages';
import { indexablePaths } from '@ecole/content/seo/sitemap';

/** The public origin, as the sitemap and the canonical links name it (VITE_SITE_ORIGIN overrides it). */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return env.VITE_SITE_ORIGIN?.trim() || SCHOOL.origin;
}

/** The pages a campaign may land on: those of the sitemap (routes, not noindex, not the 404). */
export async function indexableLandings(): Promise<Set<string>> {
  return new Set(indexablePaths(await loadAllPages()));
}
