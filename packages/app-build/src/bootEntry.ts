/**
 * The boot entry of an app (issue 36): @ecole/browser's `src/boot/boot.ts`, the one script every
 * page of the app runs on load, built with Vite once the pages are prerendered, with the app's
 * island map written into it (the toasts' entry and those of the islands its pages hold). One
 * minified file with no import of its own (a chunk shared with the islands would be one more
 * request on every page, and held behind their code on a slow network), named by its content
 * (`bootFileOf`): the same for every page of the app, so cached across pages, and across releases
 * until its code or an island it names changes.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IslandMap } from '@ecole/browser/Islands';
import { build, type Rolldown } from 'vite';

/** `<assetsDir>/boot/<first 16 hex of sha256>.js`: named by its content, so served immutable. */
export function bootFileOf(assetsDir: string, code: string): string {
  return `${assetsDir}/boot/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
}

/** The boot entry's code for an app whose island map is `entries` (name → URL of the site). */
export async function buildBootEntry(entries: IslandMap): Promise<string> {
  // Resolved from this package, which depends on @ecole/browser (the apps do not). Not
  // `import.meta.resolve`: Vite's module runner, which loads the apps' config, has none.
  const entry = createRequire(import.meta.url).resolve('@ecole/browser/boot');
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    // The map is data of this build: an identifier the boot entry declares, replaced by the object.
    define: { __ECOLE_ISLAND_ENTRIES__: JSON.stringify(entries) },
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
