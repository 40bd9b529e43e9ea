/**
 * The boot entries of an app (issue 36), one per kind of page: @ecole/browser's `src/boot/boot.ts`,
 * what every page runs on load (with the toasts' entry written into it), alone in the static pages;
 * `boot/islands`, the same and the islands' loader, in the pages that hold an island; `boot/forms`,
 * the same and the contact forms' boot, in the pages that hold a contact form (each with the app's
 * island map: the entries of the islands its pages hold). A page names one, so a static page
 * carries no island or form code and no page makes one more request for it. Each is built with
 * Vite once the pages are prerendered, one minified file with no import of its own (a chunk shared
 * between them would be one more request on every page, and held behind their code on a slow
 * network), named by its content (`bootFileOf`): the same for every page of its kind, so cached
 * across pages, and across releases until its code or an island it names changes.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IslandImports, IslandMap } from '@ecole/browser/Islands';
import { build, type Rolldown } from 'vite';

/** The kinds of boot entry: a static page's, a page with an island's, a page with a contact form's. */
export type BootModule = 'boot' | 'islands' | 'forms';

/**
 * `<assetsDir>/boot/<first 16 hex of sha256>.js` (the boot entry), `…/boot/islands-<…>.js`,
 * `…/boot/forms-<…>.js`: named by its content, so served immutable.
 */
export function bootFileOf(assetsDir: string, code: string, module: BootModule = 'boot'): string {
  const prefix = module === 'boot' ? '' : `${module}-`;
  return `${assetsDir}/boot/${prefix}${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
}

/**
 * The code of `module` for an app whose entries it names are `entries` (name → URL of the site),
 * each island's entry importing `imports` (name → URLs; the islands' loader fetches them with it).
 */
export async function buildBootEntry(entries: IslandMap, module: BootModule = 'boot', imports: IslandImports = {}): Promise<string> {
  // Resolved from this package, which depends on @ecole/browser (the apps do not). Not
  // `import.meta.resolve`: Vite's module runner, which loads the apps' config, has none.
  const entry = createRequire(import.meta.url).resolve(module === 'boot' ? '@ecole/browser/boot' : `@ecole/browser/boot/${module}`);
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    // The map is data of this build: an identifier the boot entry declares, replaced by the object.
    define: { __ECOLE_ISLAND_ENTRIES__: JSON.stringify(entries), __ECOLE_ISLAND_IMPORTS__: JSON.stringify(imports) },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      // A module script of the page, not an HTML entry: no preload polyfill.
      modulePreload: false,
      rollupOptions: { input: entry },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output);
  const [boot, ...others] = chunks;
  if (boot?.type !== 'chunk' || others.length > 0 || boot.imports.length > 0 || boot.dynamicImports.length > 0) {
    throw new Error(`bootEntry: the boot entry must build to one file that imports no other, got ${chunks.map((chunk) => chunk.fileName).join(', ')}`);
  }
  return boot.code;
}
