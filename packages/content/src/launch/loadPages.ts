// The launch check's and the tools' way to every page: the one enumeration of page modules.
export { loadAllPages } from '../pages/pageModules.ts';

import type { Page } from '../model/page.ts';
import { pagesOfModule } from '../model/pageModule.ts';
import { loadPageModules } from '../pages/pageModules.ts';

/** Every page as of one day (a dated page in its state that day): what a build of that day shows. */
export async function loadPagesAsOf(asOf: string): Promise<Page[]> {
  return (await loadPageModules()).flatMap((entry) => pagesOfModule(entry.module, [asOf]));
}
