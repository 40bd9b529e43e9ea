import type { TOASTS_ENTRY } from '@ecole/browser/Islands';
import type { IslandName } from '../islands.ts';

/**
 * The browser entry of every island, and of the toasts another page queued, by name: the module
 * in this folder that hydrates it (`mountIsland`; copy `pay-simulator.tsx`). Each app's build makes
 * one chunk of each (@ecole/app-build, viteConfig.js `islandEntries`), and each page's island map
 * names the chunks of its islands and of the toasts, which its boot entry loads when the visitor
 * reaches them. Typed by the islands' names (`Islands`): an island without its entry, or an entry
 * of no island, does not compile. Plain file names, not imports: the build reads this list, the
 * browser never does.
 */
export const ISLAND_ENTRIES = {
  'contact-form': 'contact-form.tsx',
  'cost-estimator': 'cost-estimator.tsx',
  'course-tabs': 'course-tabs.tsx',
  'follow-up': 'follow-up.tsx',
  'pay-simulator': 'pay-simulator.tsx',
  'reason-steps': 'reason-steps.tsx',
  toasts: 'toasts.tsx',
} as const satisfies Record<IslandName | typeof TOASTS_ENTRY, `${string}.tsx`>;

export type IslandEntryName = keyof typeof ISLAND_ENTRIES;
