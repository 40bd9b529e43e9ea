// @ts-check
// Plain JavaScript, not TypeScript: an app's vite.config.ts is loaded by Node, which cannot load
// a workspace package's `.ts` files on Node 20. Types are in viteConfig.d.ts.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, defineConfig, runnerImport } from 'vite';
import { BROWSER_FILES } from './browserFiles.js';
import { pinCourseSheets } from './courseSheets/pinCourseSheets.js';

/**
 * The day a build is "as of" (DESIGN.md §2.7): pages compare dated content (sessions, intakes)
 * with it, so a past date is never shown as the next one. Fixed at build time so the prerendered
 * HTML and the hydrated page agree; `SITE_AS_OF=YYYY-MM-DD` pins it for tests and previews (it is
 * in turbo.json's globalEnv, so it is part of the build cache key).
 * @param {Record<string, string | undefined>} [env]
 * @param {Date} [now]
 * @returns {string}
 */
export function siteAsOf(env = process.env, now = new Date()) {
  const pinned = env.SITE_AS_OF?.trim();
  if (!pinned) return now.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned) || Number.isNaN(Date.parse(pinned))) {
    throw new Error(`SITE_AS_OF must be a calendar day YYYY-MM-DD, got "${pinned}"`);
  }
  return pinned;
}

/**
 * `siteAsOf`, written back to the environment the first time: React Router evaluates the config
 * more than once in one build (client, then server), and a build that straddles midnight UTC got
 * two days, so the prerendered HTML and the hydrated page disagreed (React #418).
 * @param {Record<string, string | undefined>} [env]
 * @param {Date} [now]
 * @returns {string}
 */
export function pinSiteAsOf(env = process.env, now = new Date()) {
  const day = siteAsOf(env, now);
  env.SITE_AS_OF = day;
  return day;
}

/**
 * The islands' entries, built beside the app's client build (issues 25 and 36): no page loads React
 * Router's client any more, only the app's boot entry (bootEntry.ts, written once the pages are
 * prerendered), which imports an island's entry when the visitor reaches it. The entries are the
 * list of @ecole/sections (`ISLAND_ENTRIES`, typed by the islands' names), in a build of their own, once the app's client
 * build is written: shared with React Router's route modules, the islands would split the routes'
 * chunks, and so their stylesheets, into more and smaller files (measured: +0.4 to 1.5 KB of CSS
 * per page, in more requests). Here they share chunks only among themselves (React once for all);
 * their styles come with the page (React Router links those of the modules the route imports, the
 * island components among them), and the copies this build writes serve only what an island loads
 * lazily (the toasts). `browser.json`, beside `build/client`, says which file each entry became,
 * and which files it imports, for the boot entry written at the end of the build (clientBuild.ts).
 * @param {{ assetsDir: string, define: Record<string, string> }} options
 * @returns {import('vite').Plugin}
 */
export function islandEntries({ assetsDir, define }) {
  return {
    name: 'ecole-island-entries',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      const list = await this.resolve('@ecole/sections/IslandEntries', path.join(process.cwd(), 'package.json'));
      if (!list) throw new Error('islandEntries: @ecole/sections/IslandEntries not found from the app');
      const { module } = await runnerImport(list.id, { configFile: false });
      /** @type {Record<string, string>} */
      const listed = module.ISLAND_ENTRIES;
      /** @type {Map<string, string>} */
      const entries = new Map(Object.entries(listed).map(([name, file]) => [path.join(path.dirname(list.id), file), name]));
      const outDir = options.dir ?? 'build/client';
      const result = await build({
        configFile: false,
        root: process.cwd(),
        logLevel: 'warn',
        plugins: [vanillaExtractPlugin()],
        define,
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          assetsDir,
          rollupOptions: {
            input: Object.fromEntries([...entries].map(([file, name]) => [`island-${name}`, file])),
            preserveEntrySignatures: 'strict',
          },
        },
      });
      /** @type {Record<string, string>} */
      const files = {};
      /** @type {Map<string, string[]>} each chunk's static imports, by file */
      const staticImports = new Map();
      for (const output of Array.isArray(result) ? result : [result]) {
        if (!('output' in output)) continue;
        for (const chunk of output.output) {
          if (chunk.type !== 'chunk') continue;
          staticImports.set(chunk.fileName, chunk.imports);
          const name = chunk.facadeModuleId && entries.get(chunk.facadeModuleId);
          if (name) files[name] = chunk.fileName;
        }
      }
      const missing = [...entries.values()].filter((name) => !(name in files));
      if (missing.length > 0) throw new Error(`islandEntries: no chunk for ${missing.join(', ')}`);
      // Every file an entry needs before it runs, found in one go by the loader (issue 39, point 4).
      /** @type {(file: string, found?: Set<string>) => Set<string>} */
      const importsOf = (file, found = new Set()) => {
        for (const imported of staticImports.get(file) ?? []) {
          if (found.has(imported)) continue;
          found.add(imported);
          importsOf(imported, found);
        }
        return found;
      };
      const imports = Object.fromEntries(Object.entries(files).map(([name, file]) => [name, [...importsOf(file)].sort()]));
      mkdirSync(path.dirname(outDir), { recursive: true });
      writeFileSync(path.join(outDir, '..', BROWSER_FILES), `${JSON.stringify({ entries: files, imports }, null, 2)}\n`);
    },
  };
}

/** Where the local Supabase stand-in listens when an app's own dev server is used alone. */
const LOCAL_STAND_IN = 'http://127.0.0.1:54321';

/**
 * The Vite config of one of our apps: vanilla-extract and React Router, assets under the app's own
 * prefix (the proxy routes them by it; no `basename`: the apps share the domain root), the
 * "as of" day, and the local stand-in at `/_supabase` for an app's dev server run alone.
 * @param {import('@ecole/routes').AppName} app
 */
export async function appViteConfig(app) {
  // Vite's default config loader hands bare imports to Node, which cannot load the route table's
  // TypeScript source on Node 20; Vite's module runner can (https://vite.dev/guide/api-javascript#runnerimport).
  const { module: routes } = await runnerImport('@ecole/routes', { configFile: false });
  // Resolved from this package, which depends on @ecole/settings (the apps do not).
  const localSupabase = fileURLToPath(import.meta.resolve('@ecole/settings/localSupabase'));
  const { module: keys } = await runnerImport(localSupabase, { configFile: false });
  const { module: stamp } = await runnerImport('@ecole/app-build/chromeStamp', { configFile: false });
  const chrome = stamp.chromeStamp(app);
  // The course sheets (issue 35), made from the pages as of the build's day: the course pages link
  // them with their size, so they are made before the pages; buildEnd writes them (appConfig.ts).
  const asOf = pinSiteAsOf();
  // Builds only (`react-router build`): typegen and the dev server load this config too, and the
  // dev server serves no sheet (its pages then link none).
  const courseSheets = process.argv.slice(2).includes('build') ? pinCourseSheets(app, asOf).links : {};
  // Replaced in the code at build time, in the app and in its islands alike.
  const define = {
    'import.meta.env.SITE_AS_OF': JSON.stringify(asOf),
    'import.meta.env.ECOLE_COURSE_SHEETS': JSON.stringify(courseSheets),
    // The release stamp of every page (Document.tsx): `npm run release` writes the release id.
    'import.meta.env.ECOLE_RELEASE': JSON.stringify(`${app}@${stamp.LOCAL_RELEASE_ID}`),
    'import.meta.env.ECOLE_CHROME': JSON.stringify(chrome.digest),
    'import.meta.env.ECOLE_CHROME_PARTS': JSON.stringify(stamp.formatChromeParts(chrome.parts)),
  };
  const assetsDir = routes.APPS[app].assetsDir;
  return defineConfig({
    plugins: [vanillaExtractPlugin(), reactRouter(), islandEntries({ assetsDir, define })],
    build: { assetsDir },
    define,
    server: {
      proxy: {
        [keys.LOCAL_SUPABASE_PATH]: {
          target: LOCAL_STAND_IN,
          rewrite: (path) => path.slice(keys.LOCAL_SUPABASE_PATH.length),
        },
      },
    },
  });
}
