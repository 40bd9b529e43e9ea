// @ts-check
// Plain JavaScript, like viteConfig.js: an app's vite.config.ts is loaded by Node, which cannot load
// a workspace package's `.ts` files on Node 20 (they go through Vite's module runner below).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, runnerImport } from 'vite';

/** Where the local Supabase stand-in listens when the desk's own dev server is used alone. */
const LOCAL_STAND_IN = 'http://127.0.0.1:54321';

/**
 * The Vite config of the staff desk (issue 32), an app of kind `desk` in the route table: one
 * client-rendered shell, no prerender (a signed-in screen has nothing to show a crawler, and its
 * HTML must hold no request data), so plain Vite and React rather than React Router's framework.
 * Like the three other apps: assets under the app's own prefix, the release and chrome stamps in
 * its page (`npm run release` stamps it and `release:check` reads it), the brotli and gzip-9
 * siblings written at the end, and the end-of-build checks (deskBuild.ts).
 * The shell is `index.html` beside `vite.config.ts`; the build writes it where the proxies serve
 * the app's one route (`htmlFileOf('/equipe')`: `equipe/index.html`).
 * @param {import('@ecole/routes').AppName} app
 */
export async function deskViteConfig(app) {
  const { module: settings } = await runnerImport('@ecole/settings', { configFile: false });
  // A production build without its Supabase project would sign staff in against the local
  // stand-in's address: refused, as for the three other apps (issue 24).
  settings.requireBuildSettings();
  const { module: routes } = await runnerImport('@ecole/routes', { configFile: false });
  const localSupabase = fileURLToPath(import.meta.resolve('@ecole/settings/localSupabase'));
  const { module: keys } = await runnerImport(localSupabase, { configFile: false });
  const { module: stamp } = await runnerImport('@ecole/app-build/chromeStamp', { configFile: false });
  const info = routes.APPS[app];
  if (info.kind !== 'desk') throw new Error(`deskViteConfig: « ${app} » is not an app of kind desk`);
  const [route, ...others] = routes.routesOf(app);
  if (!route || others.length > 0) throw new Error(`deskViteConfig: « ${app} » must have exactly one route in the table`);
  const chrome = stamp.chromeStamp(app);
  const page = routes.htmlFileOf(route.path);
  // The link maker of « Campagnes » (issue 37) checks a landing as `npm run campaign-link` does:
  // the pages of the sitemap and the public origin, read here from the content (Node only: the
  // pages are enumerated on disk), so the browser gets three strings, not the content's modules.
  const { module: desk } = await runnerImport('@ecole/campaigns/deskSite', { configFile: false });
  const campaignSite = {
    VITE_CAMPAIGN_ORIGIN: desk.DESK_CAMPAIGN_SITE.origin,
    VITE_CAMPAIGN_ORIGIN_PROVISIONAL: String(desk.DESK_CAMPAIGN_SITE.provisional),
    VITE_CAMPAIGN_LANDINGS: desk.DESK_CAMPAIGN_SITE.landings.join(' '),
  };
  return defineConfig({
    plugins: [
      vanillaExtractPlugin(),
      deskShell({
        page,
        metas: {
          release: `${app}@${stamp.LOCAL_RELEASE_ID}`,
          chrome: chrome.digest,
          'chrome-parts': stamp.formatChromeParts(chrome.parts),
          // The desk is for the staff: no search engine lists it (robots.txt says Disallow too).
          robots: 'noindex, nofollow',
        },
        title: route.title,
        assetsDir: info.assetsDir,
      }),
    ],
    define: Object.fromEntries(Object.entries(campaignSite).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)])),
    build: { outDir: 'build/client', emptyOutDir: true, assetsDir: info.assetsDir, copyPublicDir: false },
    server: {
      proxy: {
        [keys.LOCAL_SUPABASE_PATH]: { target: LOCAL_STAND_IN, rewrite: (/** @type {string} */ path) => path.slice(keys.LOCAL_SUPABASE_PATH.length) },
      },
    },
  });
}

/**
 * Writes the shell's `<title>` and stamps, moves it to the route's file, and runs the end-of-build
 * checks and the precompression once the files are written.
 * @param {{ page: string, metas: Record<string, string>, title: string, assetsDir: string }} options
 * @returns {import('vite').Plugin}
 */
export function deskShell({ page, metas, title, assetsDir }) {
  /** @type {string} */
  let outDir = 'build/client';
  let building = false;
  return {
    name: 'ecole-desk-shell',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'title', children: title, injectTo: 'head' },
        ...Object.entries(metas).map(([name, content]) => ({ tag: 'meta', attrs: { name, content }, injectTo: /** @type {const} */ ('head') })),
      ],
    },
    // After Vite's own HTML plugin has emitted the page.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const shell = bundle['index.html'];
        if (!shell) throw new Error('ecole-desk-shell: the build wrote no index.html');
        // Its asset URLs are absolute (/assets/<app>/…), so the page can live in any folder.
        shell.fileName = page;
      },
    },
    // Once the files are written (the output is the one folder).
    async writeBundle() {
      if (!building) return;
      const { module: checks } = await runnerImport(fileURLToPath(new URL('./deskBuild.ts', import.meta.url)), { configFile: false });
      checks.assertDeskBuild(outDir, { assetsDir, page });
      const { module: precompress } = await runnerImport('@ecole/proxy/precompress', { configFile: false });
      precompress.precompressDir(outDir);
    },
  };
}
