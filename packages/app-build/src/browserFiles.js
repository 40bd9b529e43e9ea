// @ts-check
// Plain JavaScript: read by viteConfig.js, which Node loads without TypeScript on Node 20.

/**
 * What an app's build made for the browser, beside `build/client` (never shipped): the islands'
 * build writes `{ entries }`, which file each entry became (viteConfig.js, `islandEntries`); the
 * end of the build, once it has written the boot entry, `{ boot, entries }` with the boot entry's
 * file and the entries it names, those of the islands the app's pages hold (clientBuild.ts). The
 * benchmark reads it to count what each page's islands load (@ecole/bench).
 */
export const BROWSER_FILES = 'browser.json';
