import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { variantPathsOf } from '@ecole/content/experiments';
import { precompressDir } from '@ecole/proxy/precompress';
import { APPS, type AppName, htmlFileOf, NOT_FOUND_FILE, routesOf, SITEMAP_INDEX_FILE, sitemapFileOf } from '@ecole/routes';
import { requireBuildSettings } from '@ecole/settings';
import type { Config } from '@react-router/dev/config';
import { assertClientBuild, externalizePageScripts, moveToRootFile, removeSpaFallback } from './clientBuild.ts';
import { copyCourseSheets } from './courseSheets/pinCourseSheets.js';
import { joinPageStylesheets } from './pageStylesheets.ts';
import { removeUnreachableScripts } from './reachable.ts';
import { writeSocialCards } from './socialCards/socialCards.ts';

export interface PrerenderedAppOptions {
  /**
   * A page prerendered at this path becomes the root `404.html` the proxy answers unknown
   * paths with (React Router emits no 404.html: DESIGN.md gotchas). Only the site app has one.
   */
  notFoundPath?: string;
  /**
   * Write the sitemap index (`sitemap.xml`, naming each app's sitemap) and robots.txt at the root
   * (only the site app). Every app writes its own sitemap, `sitemaps/<app>.xml`.
   */
  seoFiles?: boolean;
}

/** Root files the `seoFiles` option writes. */
export const SEO_FILES = ['robots.txt', SITEMAP_INDEX_FILE] as const;

/** Runs a TypeScript CLI of the repository with tsx, from the root (where the root package installs tsx). */
function runRepoCli(file: string, args: string[], env: Record<string, string | undefined> = process.env) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, file), ...args], { cwd: REPO_ROOT, env, encoding: 'utf8' });
}

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A production build (`SITE_ENV=production`) refuses to start while the school has facts to supply,
 * example content is on a page, or a production setting is missing (DESIGN.md §2.9): the same
 * `npm run launch-check --strict` a person runs, so the build says exactly what is left.
 */
export function assertLaunchReady(env: Record<string, string | undefined> = process.env): void {
  if (env.SITE_ENV !== 'production') return;
  const result = runRepoCli('packages/content/src/launch/cli.ts', ['--strict'], env);
  if (result.status !== 0) {
    throw new Error(`Build de production refusé (SITE_ENV=production) :\n${result.stdout}${result.stderr}`);
  }
}

/** The internal addresses of `app`'s experiments' variants (issue 37; @ecole/content's `variantPathsOf`). */
export const variantPaths = variantPathsOf;

/** Every path the route table gives `app`, its experiments' variants, and its not-found page if it has one. */
export function prerenderPaths(app: AppName, options: PrerenderedAppOptions = {}): string[] {
  const paths = [...routesOf(app).map((route) => route.path), ...variantPaths(app)];
  return options.notFoundPath ? [...paths, options.notFoundPath] : paths;
}

/**
 * React Router's v8 future flags, turned on one at a time, each once the three apps built with it
 * and their pages came out byte for byte the same (issue 24): the next major version's behaviour
 * now, and no warning at dev start. Every flag is set, on or off (appConfig.test.ts).
 * - `v8_middleware`: loaders and actions get a `RouterContextProvider` as `context`, and routes may
 *   export `middleware`. No route of ours has a loader or an action: nothing changes in the pages.
 * - `v8_splitRouteModules`: a route module's `clientLoader`, `clientAction`, `HydrateFallback` and
 *   `clientMiddleware` go into chunks of their own. Our route modules export none of them.
 * - `v8_viteEnvironmentApi`: the client and server builds run as Vite environments of one builder
 *   (`vite.config.ts`'s plugins see `this.environment`; viteConfig.js's island build already runs
 *   for the `client` environment only).
 * - `v8_passThroughRequests`: middleware, loaders and actions get the request as it came, its
 *   `.data` suffix and `index`/`_routes` parameters left in `request.url`. None of ours has one.
 * - `v8_trailingSlashAwareDataRequests`: React Router prerenders each path by requesting it with a
 *   trailing slash (`/faq/`), which the pages then see in `useLocation().pathname`; the components
 *   that read the location take `usePagePath()` (@ecole/ui/PagePath), the path without it, so the
 *   pages are byte for byte what they were with the flag off (measured before it was turned on:
 *   the header's `aria-current="page"` gone from 17 of 33 pages, three forms filing `/contact/`).
 */
export const REACT_ROUTER_FUTURE = {
  v8_middleware: true,
  v8_splitRouteModules: true,
  v8_viteEnvironmentApi: true,
  v8_passThroughRequests: true,
  v8_trailingSlashAwareDataRequests: true,
} as const satisfies Config['future'];

/**
 * The React Router config of one of our apps: static files only (`ssr: false`), at the domain
 * root (no `basename`), every route of the table prerendered; after the build, the not-found
 * page moved to `404.html`, the SPA fallback removed, and the layout checked against the proxy's
 * contract (docs/architecture.md), so a file the proxy would never serve fails the build.
 */
export function prerenderedAppConfig(app: AppName, options: PrerenderedAppOptions = {}) {
  // First, and on its own: a production build without its Supabase project would bake the local
  // stand-in into its pages (issue 24); the launch check below says it too, among everything else.
  requireBuildSettings();
  assertLaunchReady();
  const routePaths = routesOf(app).map((route) => route.path);
  // The pages and their experiments' variants: every HTML file a proxy may serve.
  const pageFiles = [...routePaths, ...variantPaths(app)].map(htmlFileOf);
  return {
    ssr: false,
    prerender: prerenderPaths(app, options),
    future: REACT_ROUTER_FUTURE,
    async buildEnd({ reactRouterConfig }) {
      const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
      const publicDir = path.join(reactRouterConfig.appDirectory, '..', 'public');
      if (options.notFoundPath) moveToRootFile(clientDir, options.notFoundPath, NOT_FOUND_FILE);
      // Its own sitemap (and, for the site, the index and robots.txt): a page this app adds is
      // in the sitemap as soon as this app is deployed, whichever app was deployed before.
      const seo = runRepoCli('packages/content/src/seo/cli.ts', ['--app', app, '--out', clientDir, ...(options.seoFiles ? ['--index'] : [])]);
      if (seo.status !== 0) throw new Error(`Plan du site non écrit :\n${seo.stdout}${seo.stderr}`);
      removeSpaFallback(clientDir, routePaths);
      const htmlFiles = [...pageFiles, ...(options.notFoundPath ? [NOT_FOUND_FILE] : [])];
      // React Router's inline scripts out, the app's boot entry in: a static CSP, and nothing of a
      // framework on a page until an island is reached (bootScripts.ts, bootEntry.ts).
      await externalizePageScripts(clientDir, APPS[app].assetsDir, htmlFiles);
      // React Router's client build, which no page loads any more (issue 36): kept for the
      // prerender and the route modules' styles (docs/architecture.md, « What React Router is
      // kept for »), its scripts are not shipped. The stylesheets the pages link stay.
      const unused = removeUnreachableScripts(clientDir, APPS[app].assetsDir);
      console.log(`${app} : ${unused.removed.length} scripts qu’aucune page ne charge retirés (${(unused.bytes / 1024).toFixed(1)} Ko)`);
      // One stylesheet per page instead of its sections' 3 to 17 (issue 39): one request blocks the
      // first paint, not one per section (pageStylesheets.ts).
      const styles = joinPageStylesheets(clientDir, APPS[app].assetsDir, htmlFiles);
      console.log(`${app} : ${Object.keys(styles.pages).length} pages liées à une feuille de style chacune (${Object.keys(styles.sheets).length} fichiers)`);
      // The social card of each page, where its head's og:image points (socialCardPath).
      await writeSocialCards(app, clientDir);
      // The course sheets its course pages link to (issue 35), the ones the Vite config announced.
      const asOf = process.env.SITE_AS_OF ?? new Date().toISOString().slice(0, 10);
      copyCourseSheets(app, asOf, clientDir);
      assertClientBuild(clientDir, {
        assetsDir: APPS[app].assetsDir,
        pages: pageFiles,
        // Root files (favicon, robots.txt…) come from `public/`; only the site app has one.
        rootFiles: [
          ...(options.notFoundPath ? [NOT_FOUND_FILE] : []),
          sitemapFileOf(app),
          ...(options.seoFiles ? SEO_FILES : []),
          ...(existsSync(publicDir) ? readdirSync(publicDir) : []),
        ],
      });
      // Last, once no file changes any more: the brotli and gzip-9 siblings nginx and the embedded
      // proxy send instead of compressing per request (issue 25). A release rewrites them for the
      // pages it stamps (@ecole/release, store.ts).
      precompressDir(clientDir);
    },
  } satisfies Config;
}
