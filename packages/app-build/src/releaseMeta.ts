import { RELEASE_META } from '@ecole/browser/ReloadGuard';

/**
 * The meta tags of a page's release stamp (Document.tsx writes them, @ecole/release reads them),
 * without anything else (chromeStamp.ts, which computes the digests, reads the content at build
 * time). The release's is the boot entry's reload guard's name (it reloads a page once per release).
 */
export { RELEASE_META };
export const CHROME_META = 'chrome';
export const CHROME_PARTS_META = 'chrome-parts';

/**
 * The release id of a build that is not a release (`npm start`, tests): `<app>@local`.
 * `npm run release` writes the real id into each page's `release` meta when it copies the build.
 */
export const LOCAL_RELEASE_ID = 'local';
