import { listPendingFacts, SCHOOL } from '@ecole/content';
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

/**
 * Whether `origin` is the site's provisional address (issue 37, point 5): the content's
 * `school.origin` is still a `pendingFact` (the launch check lists it) and the links would carry
 * its value. A printed link cannot be corrected: it may point to a domain the school does not own.
 */
export function isProvisionalOrigin(origin: string): boolean {
  const fact = listPendingFacts().find((pending) => pending.id === 'school.origin');
  return fact !== undefined && URL.canParse(fact.value) && new URL(fact.value).origin === new URL(origin).origin;
}
