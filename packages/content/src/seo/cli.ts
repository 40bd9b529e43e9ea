// Writes an app's own sitemap into its build folder, from its pages' data and the route table,
// and with --index the site's sitemap index and robots.txt (each app's build runs it:
// `tsx packages/content/src/seo/cli.ts --app <app> --out <build/client> [--index]`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { type AppName, PAGE_APPS, SITEMAP_INDEX_FILE, sitemapFileOf } from '@ecole/routes';
import { loadAllPages } from '../launch/loadPages.ts';
import { SCHOOL } from '../school.ts';
import { indexablePaths, robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap.ts';

const { values } = parseArgs({ options: { out: { type: 'string' }, app: { type: 'string' }, index: { type: 'boolean' } } });
const app = values.app as AppName | undefined;
if (!values.out || !app || !PAGE_APPS.includes(app)) {
  console.error(`Usage : tsx packages/content/src/seo/cli.ts --app ${PAGE_APPS.join('|')} --out DOSSIER [--index]`);
  process.exit(2);
}
// The public origin, as the pages' canonical links name it (VITE_SITE_ORIGIN overrides it).
const origin = process.env.VITE_SITE_ORIGIN?.trim() || SCHOOL.origin;
const paths = indexablePaths(await loadAllPages(), app);
const sitemap = join(values.out, sitemapFileOf(app));
mkdirSync(dirname(sitemap), { recursive: true });
writeFileSync(sitemap, sitemapXml(paths, origin));
console.log(`${sitemapFileOf(app)} (${paths.length} adresses) écrit dans ${values.out}`);
if (values.index) {
  writeFileSync(join(values.out, SITEMAP_INDEX_FILE), sitemapIndexXml(PAGE_APPS.map(sitemapFileOf), origin));
  writeFileSync(join(values.out, 'robots.txt'), robotsTxt(origin));
  console.log(`${SITEMAP_INDEX_FILE} (index des ${PAGE_APPS.length} plans) et robots.txt écrits dans ${values.out}`);
}
