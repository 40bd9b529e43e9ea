import { ROUTES } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { loadAllPages } from '../launch/loadPages.ts';
import { indexablePaths, robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemap and robots.txt', () => {
  it('list every page of the route table but those kept out of search engines', async () => {
    const paths = indexablePaths(await loadAllPages());
    expect(paths).not.toContain('/thank-you');
    expect(paths).not.toContain('/404');
    expect(paths).toEqual(
      ROUTES.map((route) => route.path)
        .filter((path) => path !== '/thank-you')
        .sort(),
    );
  });

  it('write the public addresses in the sitemap protocol', () => {
    const xml = sitemapXml(['/', '/faq'], 'https://www.exemple.fr/');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://www.exemple.fr/</loc></url>');
    expect(xml).toContain('<url><loc>https://www.exemple.fr/faq</loc></url>');
  });

  it('let robots crawl everything and point them to the sitemap', () => {
    expect(robotsTxt('https://www.exemple.fr')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.exemple.fr/sitemap.xml\n');
  });
});
