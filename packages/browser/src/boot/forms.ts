/**
 * The boot entry of the pages that hold a contact form, and of /thank-you, which forgets the tab's
 * drafts (`<assetsDir>/boot/forms-<sha256>.js`, @ecole/app-build, bootEntry.ts): what every page
 * runs (boot.ts), the contact forms' boot, and the islands' loader (each of those pages holds an
 * island: the form is one). Other pages do not carry the forms' code.
 */
import type { IslandImports, IslandMap } from '../Islands/islandLoader.ts';
import { startForms, startIslands, startPage } from './startPage.ts';

/** The app's island map (the toasts' entry and each island's), written here by the app's build (Vite's `define`). */
declare const __ECOLE_ISLAND_ENTRIES__: IslandMap;
/** The files each island's entry imports, by the island's name, written here by the app's build too. */
declare const __ECOLE_ISLAND_IMPORTS__: IslandImports;

startPage(__ECOLE_ISLAND_ENTRIES__);
startForms();
startIslands(__ECOLE_ISLAND_ENTRIES__, { imports: __ECOLE_ISLAND_IMPORTS__ });
