import { DESK_PATH, PAGE_APPS, PAGE_ROUTES, REDIRECTS, sitemapFileOf } from '@ecole/routes';
import { expect, test } from '../support/test.ts';

// Every route answers with prerendered HTML that a crawler or a visitor without JavaScript can
// read: fetched with the request API (no browser, no script runs).
test.describe('every route of the table is prerendered', () => {
  for (const route of PAGE_ROUTES) {
    test(`${route.path} answers 200 with its h1, title, description and canonical`, async ({ request }) => {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(/<html[^>]*lang="fr"/);
      expect(html).toMatch(/<h1[\s>][\s\S]*?<\/h1>/);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(decode(title)).toContain(route.title);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(new URL(canonical).pathname).toBe(route.path);
      // Its social card, drawn at build time, is served (og:image and twitter:image name it).
      const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(html).toContain(`<meta name="twitter:image" content="${card}"`);
      const image = await request.get(new URL(card).pathname);
      expect(image.status(), card).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    });
  }
});

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/cette-page-n-existe-pas');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Page non trouvée');
  expect(html).toContain('href="/contact"');
});

test.describe('old addresses redirect permanently', () => {
  for (const redirect of REDIRECTS) {
    test(`${redirect.from} → ${redirect.to}`, async ({ request }) => {
      const response = await request.get(redirect.from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(redirect.to);
    });
  }
});

test('a visitor following /programmes/formation-dirigeants-salaries lands on /programmes/dirigeants-salaries', async ({ page }) => {
  await page.goto('/programmes/formation-dirigeants-salaries');
  await expect(page).toHaveURL(/\/programmes\/dirigeants-salaries$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** Titles are HTML-escaped in the document; compare the text a reader sees. */
function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

test('robots.txt names the sitemap index, whose three sitemaps (one per app) list every indexable page', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
  // The staff desk is kept out (issue 32), and says so itself too (noindex).
  expect(robots).toContain(`Disallow: ${DESK_PATH}\n`);
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1] ?? '';
  expect(new URL(sitemapUrl).pathname).toBe('/sitemap.xml');
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toMatch(/xml/);
  const sitemaps = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => new URL(match[1]!).pathname);
  expect(sitemaps).toEqual(PAGE_APPS.map((app) => `/${sitemapFileOf(app)}`));
  const listed: string[] = [];
  for (const [position, path] of sitemaps.entries()) {
    const sitemap = await request.get(path);
    expect(sitemap.status(), path).toBe(200);
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    // Each app lists its own pages only: the one deployed last cannot drop another's.
    for (const page of paths) expect(PAGE_ROUTES.find((route) => route.path === page)?.app, `${page} in ${path}`).toBe(PAGE_APPS[position]);
    listed.push(...paths);
  }
  // The pages kept out of search engines (noindex): after a request, sent or not, and the staff's
  // confirmation page of a mail's link.
  const unlisted: string[] = ['/thank-you', '/demande-non-envoyee', '/suivi-demande'];
  for (const path of unlisted) expect(listed).not.toContain(path);
  for (const route of PAGE_ROUTES) if (!unlisted.includes(route.path)) expect(listed, route.path).toContain(route.path);
});

test('/favicon.ico exists', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
});

test.describe('one URL per page', () => {
  for (const [from, to] of [
    ['/contact/', '/contact'],
    ['/contact/index.html', '/contact'],
    ['/index.html', '/'],
    ['/faq/?objet=x', '/faq?objet=x'],
  ] as const) {
    test(`${from} → 301 ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = new URL(response.headers().location ?? '', 'http://x');
      expect(location.pathname + location.search).toBe(to);
    });
  }
  test('/404.html asked for by name is an unknown path (404)', async ({ request }) => {
    expect((await request.get('/404.html', { maxRedirects: 0 })).status()).toBe(404);
  });
});
