// @ts-check
// Plain JavaScript, not TypeScript: an app's vite.config.ts is loaded by Node, which cannot load
// a workspace package's `.ts` files on Node 20. Types are in viteConfig.d.ts.

import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, runnerImport } from 'vite';
import { ISLAND_FILES } from './islandFiles.js';

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
 * The islands' entry modules (@ecole/sections, `src/Island/entries/<name>.tsx`) as entries of the
 * app's client build (issue 25): no page loads React Router's client any more, only its boot
 * module, which imports an island's entry when the visitor reaches the island. Each entry becomes
 * a chunk of its own (sharing React with the others); `islands.json`, beside `build/client`, says
 * which file each became, for the boot modules written at the end of the build.
 * @returns {import('vite').Plugin}
 */
export function islandEntries() {
  /** @type {Map<string, string>} */
  const entries = new Map();
  return {
    name: 'ecole-island-entries',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      const island = await this.resolve('@ecole/sections/Island', path.join(process.cwd(), 'package.json'));
      if (!island) throw new Error('islandEntries: @ecole/sections/Island not found from the app');
      const dir = path.join(path.dirname(island.id), 'entries');
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.tsx'))) {
        const id = path.join(dir, file);
        const name = file.replace(/\.tsx$/, '');
        entries.set(id, name);
        this.emitFile({ type: 'chunk', id, name: `island-${name}`, preserveSignature: 'strict' });
      }
    },
    writeBundle(options, bundle) {
      /** @type {Record<string, string>} */
      const files = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const name = entries.get(chunk.facadeModuleId);
        if (name) files[name] = chunk.fileName;
      }
      const missing = [...entries.values()].filter((name) => !(name in files));
      if (missing.length > 0) throw new Error(`islandEntries: no chunk for ${missing.join(', ')}`);
      const dir = options.dir ?? 'build/client';
      mkdirSync(path.dirname(dir), { recursive: true });
      writeFileSync(path.join(dir, '..', ISLAND_FILES), `${JSON.stringify(files, null, 2)}\n`);
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
  const { module: stamp } = await runnerImport('@ecole/prerender/chromeStamp', { configFile: false });
  const chrome = stamp.chromeStamp(app);
  return defineConfig({
    plugins: [vanillaExtractPlugin(), reactRouter(), islandEntries()],
    build: { assetsDir: routes.APPS[app].assetsDir },
    // Replaced in the code at build time.
    define: {
      'import.meta.env.SITE_AS_OF': JSON.stringify(pinSiteAsOf()),
      // The release stamp of every page (Document.tsx): `npm run release` writes the release id.
      'import.meta.env.ECOLE_RELEASE': JSON.stringify(`${app}@${stamp.LOCAL_RELEASE_ID}`),
      'import.meta.env.ECOLE_CHROME': JSON.stringify(chrome.digest),
      'import.meta.env.ECOLE_CHROME_PARTS': JSON.stringify(stamp.formatChromeParts(chrome.parts)),
    },
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
