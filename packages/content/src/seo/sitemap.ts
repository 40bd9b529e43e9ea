import { type AppName, DESK_PATH, findRoute } from '@ecole/routes';
import { NOT_FOUND_PATH, type Page } from '../model/page.ts';

/**
 * The addresses a search engine should index: every page with a route, but those kept out of
 * search engines (`noindex`: /thank-you) and the not-found page. Redirects are not pages.
 */
export function indexablePaths(pages: readonly Page[], app?: AppName): string[] {
  const paths = pages
    .filter((page) => page.path !== NOT_FOUND_PATH && !page.noindex && findRoute(page.path) && (app === undefined || findRoute(page.path)?.app === app))
    .map((page) => page.path);
  return [...new Set(paths)].sort();
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml (sitemaps.org protocol 0.9) for the site's public origin. */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * The sitemap index (sitemaps.org 0.9) naming each app's own sitemap: it depends only on the list
 * of apps, so whichever app was deployed last, every page is in a sitemap.
 */
export function sitemapIndexXml(files: readonly string[], origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const entries = files.map((file) => `  <sitemap><loc>${escapeXml(`${base}/${file}`)}</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything may be crawled but the staff desk (its shell holds no data, and it also
 * says `noindex`; this keeps crawlers from asking), and here is the sitemap.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', `Disallow: ${DESK_PATH}`, '', `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`, ''].join('\n');
}
