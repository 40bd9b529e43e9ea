import { PAGE_APPS, PAGE_ROUTES, routesOf, sitemapFileOf } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { loadAllPages } from '../launch/loadPages.ts';
import { indexablePaths, robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap.ts';

describe('sitemap and robots.txt', () => {
  it('list every page of the route table but those kept out of search engines', async () => {
    const paths = indexablePaths(await loadAllPages());
    expect(paths).not.toContain('/thank-you');
    expect(paths).not.toContain('/demande-non-envoyee');
    expect(paths).not.toContain('/suivi-demande');
    expect(paths).not.toContain('/404');
    const unlisted: string[] = ['/thank-you', '/demande-non-envoyee', '/suivi-demande'];
    expect(paths).toEqual(
      PAGE_ROUTES.map((route) => route.path)
        .filter((path) => !unlisted.includes(path))
        .sort(),
    );
  });

  it('give each app the sitemap of its own pages, and together every indexable page', async () => {
    const pages = await loadAllPages();
    const perApp = PAGE_APPS.map((app) => indexablePaths(pages, app));
    for (const [index, app] of PAGE_APPS.entries()) {
      expect(
        perApp[index]!.every((path) => routesOf(app).some((route) => route.path === path)),
        app,
      ).toBe(true);
    }
    expect(perApp.flat().sort()).toEqual(indexablePaths(pages));
    expect(indexablePaths(pages, 'entreprises')).toContain('/tpe');
    expect(indexablePaths(pages, 'entreprises')).not.toContain('/contact');
    // The staff desk is no public page: in no sitemap.
    expect(indexablePaths(pages, 'equipe')).toEqual([]);
    expect(indexablePaths(pages)).not.toContain('/equipe');
  });

  it('name the three public apps’ sitemaps in the index robots.txt gives, not the desk', () => {
    const xml = sitemapIndexXml(PAGE_APPS.map(sitemapFileOf), 'https://www.exemple.fr/');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://www.exemple.fr/sitemaps/site.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://www.exemple.fr/sitemaps/entreprises.xml</loc></sitemap>');
    expect(xml.match(/<sitemap>/g)).toHaveLength(3);
    expect(xml).not.toContain('equipe');
  });

  it('write the public addresses in the sitemap protocol', () => {
    const xml = sitemapXml(['/', '/faq'], 'https://www.exemple.fr/');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://www.exemple.fr/</loc></url>');
    expect(xml).toContain('<url><loc>https://www.exemple.fr/faq</loc></url>');
  });

  it('let robots crawl everything but the staff desk and point them to the sitemap', () => {
    expect(robotsTxt('https://www.exemple.fr')).toBe('User-agent: *\nAllow: /\nDisallow: /equipe\n\nSitemap: https://www.exemple.fr/sitemap.xml\n');
  });
});
