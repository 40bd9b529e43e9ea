import type { Page } from './page.ts';

/**
 * What a page module (`pages/<app>/<slug>.ts`) exports: its `page`, or `pageAsOf(day)` when the
 * page shows dated content (a session, an intake) and so depends on the day of the build.
 */
export interface PageModule {
  page?: Page;
  pageAsOf?: (asOf: string) => Page;
}

/**
 * The days a dated page is checked at: before and after the spec's dated events (the AI session of
 * 23 October 2025, the September 2025 intake), the states of the apprenticeship rules (no aid for
 * the school's diplomas from 1 January to 7 March 2026, the 2026 SMIC and aid, no aid rule known
 * from 2027) and today, so each of its states is checked.
 */
export const CHECK_DAYS = ['2025-08-01', '2025-10-01', '2025-10-24', '2026-02-01', '2026-11-24', '2027-01-15', new Date().toISOString().slice(0, 10)] as const;

/** The page(s) a module describes: one, or one per checked day. */
export function pagesOfModule(module: PageModule, days: readonly string[] = CHECK_DAYS): Page[] {
  if (module.page) return [module.page];
  if (module.pageAsOf) return days.map((day) => module.pageAsOf!(day));
  return [];
}
