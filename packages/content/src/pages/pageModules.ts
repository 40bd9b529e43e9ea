import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APP_NAMES, type AppName } from '@ecole/routes';
import { NOT_FOUND_PATH, type Page, pageSlug } from '../model/page.ts';
import { type PageModule, pagesOfModule } from '../model/pageModule.ts';

/**
 * The one place that knows where a page's content lives: `pages/<app>/<slug>.ts`, `<slug>` being
 * `pageSlug(path)` (the not-found page: `pages/site/not-found.ts`). Everything that enumerates
 * pages (the content's tests, the launch check, the sitemaps, the apps' route modules) goes through
 * here, so a page is found by its place and nowhere else. Node only (the build and the tests): no
 * browser bundle imports it.
 */
const PAGES_DIR = fileURLToPath(new URL('./', import.meta.url));

/** The not-found page's module: it has no route of the table (the proxy serves it for any unknown path). */
export const NOT_FOUND_SLUG = 'not-found';

/** One page module found on disk. */
export interface PageModuleFile {
  app: string;
  slug: string;
  /** Absolute path of the module. */
  file: string;
  /** Its path from the repository root, for messages (`packages/content/src/pages/site/faq.ts`). */
  shown: string;
}

const shownOf = (file: string) => `packages/content/src/${relative(join(PAGES_DIR, '..'), file).replace(/\\/g, '/')}`;

/** Where the content of `path` in `app` lives (whether or not it was written yet). */
export function pageModuleFile(app: AppName, path: string): PageModuleFile {
  const slug = path === NOT_FOUND_PATH ? NOT_FOUND_SLUG : pageSlug(path);
  const file = join(PAGES_DIR, app, `${slug}.ts`);
  return { app, slug, file, shown: shownOf(file) };
}

/**
 * Every page module on disk, by app then slug: `pages/<app>/<slug>.ts`, an app's folder holding
 * nothing else but the pages' tests and e2e facts (`<slug>.facts.ts`).
 */
export function pageModuleFiles(): PageModuleFile[] {
  return APP_NAMES.filter((app) => existsSync(join(PAGES_DIR, app)))
    .flatMap((app) =>
      readdirSync(join(PAGES_DIR, app))
        .filter((name) => /^[a-z0-9-]+\.ts$/.test(name))
        .map((name) => {
          const file = join(PAGES_DIR, app, name);
          return { app, slug: name.slice(0, -'.ts'.length), file, shown: shownOf(file) };
        }),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** A page module, loaded. */
export async function loadPageModule(file: PageModuleFile): Promise<PageModule> {
  return (await import(pathToFileURL(file.file).href)) as PageModule;
}

/** Every page module with what it exports. */
export async function loadPageModules(): Promise<Array<PageModuleFile & { module: PageModule }>> {
  return Promise.all(pageModuleFiles().map(async (file) => ({ ...file, module: await loadPageModule(file) })));
}

/** Every page of every app (a dated page once per checked day, `CHECK_DAYS`). */
export async function loadAllPages(): Promise<Page[]> {
  return (await loadPageModules()).flatMap((entry) => pagesOfModule(entry.module));
}

/** The page at `path` as of `asOf` (a dated page's state that day), or undefined when it has no content module. */
export async function pageOf(app: AppName, path: string, asOf: string): Promise<Page | undefined> {
  const file = pageModuleFile(app, path);
  if (!existsSync(file.file)) return undefined;
  return pagesOfModule(await loadPageModule(file), [asOf])[0];
}
