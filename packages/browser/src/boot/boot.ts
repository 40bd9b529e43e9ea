/**
 * The boot entry: the one script a page of the site runs on load (issue 36). Each app's build
 * makes it one minified file named by its content (`<assetsDir>/boot/<sha256>.js`, @ecole/app-build,
 * bootEntry.ts), the same for every page of the app, so a visitor's browser fetches it once; the
 * page loads it as an `async` module of low priority at the end of its `<head>`. No page hydrates
 * as a whole: what runs is this (`startPage`) and the page's islands, each its own React root,
 * which this starts when the visitor reaches them. A static page loads no framework at all.
 */
import type { IslandMap } from '../Islands/islandLoader.ts';
import { startPage } from './startPage.ts';

/**
 * The app's island map, written here by its build (Vite's `define`): the file of the toasts'
 * entry and of each island its pages hold. In the build, not in each page: a map in every page
 * would cost 50 to 70 bytes of gzipped HTML on each, more than some pages' budgets leave.
 */
declare const __ECOLE_ISLAND_ENTRIES__: IslandMap;

startPage(__ECOLE_ISLAND_ENTRIES__);
