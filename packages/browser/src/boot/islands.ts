/**
 * The boot entry of the pages that hold an island (`<assetsDir>/boot/islands-<sha256>.js`,
 * @ecole/app-build, bootEntry.ts): what every page runs (boot.ts), and the islands' loader. A
 * static page loads boot.ts alone, without the loader (issue 36: byte budgets unchanged or lower);
 * one file per page rather than a module beside boot.ts, so no page makes one more request or
 * names one more script in its HTML.
 */
import type { IslandImports, IslandMap } from '../Islands/islandLoader.ts';
import { startIslands, startPage } from './startPage.ts';

/** The app's island map (the toasts' entry and each island's), written here by the app's build (Vite's `define`). */
declare const __ECOLE_ISLAND_ENTRIES__: IslandMap;
/** The files each island's entry imports, by the island's name, written here by the app's build too. */
declare const __ECOLE_ISLAND_IMPORTS__: IslandImports;

startPage(__ECOLE_ISLAND_ENTRIES__);
startIslands(__ECOLE_ISLAND_ENTRIES__, { imports: __ECOLE_ISLAND_IMPORTS__ });
