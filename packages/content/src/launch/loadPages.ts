import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from '../model/page.ts';
import { type PageModule, pagesOfModule } from '../model/pageModule.ts';

const PAGES_DIR = fileURLToPath(new URL('../pages/', import.meta.url));

/** Every page of every app, read from `pages/<app>/<slug>.ts` (Node; tests use Vite's glob instead). */
export async function loadAllPages(): Promise<Page[]> {
  const files = readdirSync(PAGES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(PAGES_DIR, dir.name))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => join(PAGES_DIR, dir.name, file)),
    )
    .sort();
  const pages: Page[] = [];
  for (const file of files) pages.push(...pagesOfModule((await import(pathToFileURL(file).href)) as PageModule));
  return pages;
}
