/**
 * The boot entry: the one script a page of the site runs on load (issue 36). Each app's build makes
 * it one minified file named by its content (`<assetsDir>/boot/<sha256>.js`, @ecole/app-build,
 * bootEntry.ts), the same for every page of its kind, so a visitor's browser fetches it once; the
 * page loads it as an `async` module of low priority at the end of its `<head>`. No page hydrates
 * as a whole: what runs is this (`startPage`), which every page needs; a page that holds an island
 * loads islands.ts instead (this and the islands' loader), one that holds a contact form forms.ts
 * (this, the forms' boot and the loader). A static page carries neither and loads no framework.
 */
import type { IslandMap } from '../Islands/islandLoader.ts';
import { startPage } from './startPage.ts';

/**
 * The toasts' entry file (`{ toasts: "/assets/site/island-toasts-….js" }`), written here by the
 * app's build (Vite's `define`): every page may show a toast another page queued.
 */
declare const __ECOLE_ISLAND_ENTRIES__: IslandMap;

startPage(__ECOLE_ISLAND_ENTRIES__);
