/**
 * The page's release stamp, `<meta name="release" content="site@20261125-214501-49f7137">`
 * (@ecole/app-build's Document writes it, `npm run release` fills it, @ecole/release reads it):
 * the guard reloads each page of each release once at most.
 */
export const RELEASE_META = 'release';

/** The tab's list of `[release, pathname]` pages the guard reloaded, as JSON strings. */
export const RELOADED_PAGES_KEY = 'ecole:pages-rechargees';

/** What the visitor had changed in the page's forms when the guard reloaded it, under the page's pathname. */
export const TYPED_BEFORE_RELOAD_KEY_PREFIX = 'ecole:saisie-avant-rechargement:';
export const typedBeforeReloadKey = (pathname: string): string => `${TYPED_BEFORE_RELOAD_KEY_PREFIX}${pathname}`;

/** A module or its preloaded dependency failed to load: Chromium, Firefox, Safari, then Vite's CSS preload. */
export const MODULE_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
