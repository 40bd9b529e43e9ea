import type { RoutePath } from '@ecole/routes';
import { typeset } from '../pages/typeset.ts';
import type { Section } from './sections.ts';

/** The not-found page has no route of its own: it is prerendered here and served for every unknown path. */
export const NOT_FOUND_PATH = '/404';
export type PagePath = RoutePath | typeof NOT_FOUND_PATH;

/** Structured data a page declares; FAQ sections add their `FAQPage` by themselves. */
export type StructuredData =
  | { type: 'organization' }
  | { type: 'course'; course: CourseId }
  | { type: 'service'; name: string; audience?: string; serviceType?: string }
  | { type: 'event'; name: string; description: string; startDate: string; city: string; seatsLeft: number };

/** The courses with dated data (`COURSES` in courses.ts). */
export type CourseId = 'bachelor-marketing-digital' | 'community-manager' | 'digital-business-developer' | 'dirigeants-salaries';

/**
 * One page of the site, as data (DESIGN.md §2.8). Its `<title>` and breadcrumb label are the route
 * table's; its `<h1>` is its hero's title.
 */
export interface Page {
  path: PagePath;
  /** The meta description (≤ 160 characters). */
  description: string;
  /** Keep the page out of search engines (`noindex, nofollow`). */
  noindex?: boolean;
  structuredData?: readonly StructuredData[];
  sections: readonly Section[];
}

/**
 * A page module's `page`, typeset the French way (no-break spaces before `: ; ! ? % €` and inside
 * « »). `const` keeps the literal section kinds, so a route knows which renderers it needs.
 */
export function definePage<const P extends Page>(page: P): P {
  return typeset(page);
}

/** Where a page's data and its route module live: `/` → `home`, `/programmes/community-manager` → `programmes-community-manager`. */
export function pageSlug(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
}
