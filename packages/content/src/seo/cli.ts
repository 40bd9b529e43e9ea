// Writes sitemap.xml and robots.txt into a build folder, from every page's data and the route
// table (the site app's build runs it: `tsx packages/content/src/seo/cli.ts --out <build/client>`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadAllPages } from '../launch/loadPages.ts';
import { SCHOOL } from '../school.ts';
import { indexablePaths, robotsTxt, sitemapXml } from './sitemap.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage : tsx packages/content/src/seo/cli.ts --out DOSSIER');
  process.exit(2);
}
// The public origin, as the pages' canonical links name it (VITE_SITE_ORIGIN overrides it).
const origin = process.env.VITE_SITE_ORIGIN?.trim() || SCHOOL.origin;
const paths = indexablePaths(await loadAllPages());
writeFileSync(join(values.out, 'sitemap.xml'), sitemapXml(paths, origin));
writeFileSync(join(values.out, 'robots.txt'), robotsTxt(origin));
console.log(`sitemap.xml (${paths.length} adresses) et robots.txt écrits dans ${values.out}`);
