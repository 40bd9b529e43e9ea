import { findRoute } from '@ecole/routes';
import { NOT_FOUND_PATH, type Page } from '../model/page.ts';

/**
 * The addresses a search engine should index: every page with a route, but those kept out of
 * search engines (`noindex`: /thank-you) and the not-found page. Redirects are not pages.
 */
export function indexablePaths(pages: readonly Page[]): string[] {
  const paths = pages.filter((page) => page.path !== NOT_FOUND_PATH && !page.noindex && findRoute(page.path)).map((page) => page.path);
  return [...new Set(paths)].sort();
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml (sitemaps.org protocol 0.9) for the site's public origin. */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt: everything may be crawled, and here is the sitemap. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`, ''].join('\n');
}
