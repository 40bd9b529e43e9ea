import type { RoutePath } from '@ecole/routes';

/**
 * What the specification (section 2, and the issue that wrote the page) lists for one page, as
 * the e2e suite checks it on the page served through the proxy (e2e/tests/pages.spec.ts):
 * - `elements`: each element the spec names for the page (« 6-question FAQ », « hero button
 *   'Je réserve ma place' »…), with words that prove it is there, found in the raw HTML a
 *   crawler or a visitor without JavaScript gets. Their count is the page's « spec elements
 *   present / total »;
 * - `actions`: calls to action by their accessible name, and where they must lead.
 * Kept beside the page's content: `pages/<app>/<slug>.facts.ts`, exporting `facts` (optional: a
 * page without one is checked by the unit and e2e suites all the same, by its spec elements not).
 * The groups several pages share are in this folder (companyFacts.ts, simulatorFacts.ts).
 */
export interface PageFacts {
  path: RoutePath;
  elements: Readonly<Record<string, readonly string[]>>;
  actions?: readonly { name: string | RegExp; href: string }[];
}
