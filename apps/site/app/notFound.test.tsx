import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PRERENDER_PATH, NOT_FOUND_ROUTE_ID } from './notFound.ts';
import Root from './root.tsx';
import NotFound from './routes/not-found.tsx';

/** The first render (the one hydration compares with the HTML) of the site at `path`; no effects run. */
function firstRender(path: string): string {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: <Root />,
        children: [
          { path: 'contact', element: <h1>Contact</h1> },
          { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFound /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('the not-found page (404.html, served at any unknown address)', () => {
  it('hydrates at any address: its first render is exactly what was prerendered at /404', () => {
    const prerendered = firstRender(NOT_FOUND_PRERENDER_PATH);
    expect(prerendered).toContain('Page non trouvée');
    expect(firstRender('/nope/deeper')).toBe(prerendered);
    expect(firstRender('/programmes/inconnu')).toBe(prerendered);
  });

  it('shows no breadcrumb and publishes no BreadcrumbList', () => {
    const html = firstRender('/programmes/inconnu');
    expect(html).not.toContain('Fil d&#x27;Ariane');
    expect(html).not.toContain('BreadcrumbList');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
  });

  it('leaves the breadcrumb on real pages', () => {
    const html = firstRender('/contact');
    expect(html).toContain('Fil d&#x27;Ariane');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('aria-current="page"');
  });
});
