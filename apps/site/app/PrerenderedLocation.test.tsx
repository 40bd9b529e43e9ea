import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PRERENDER_PATH, NOT_FOUND_ROUTE_ID } from './notFound.ts';
import { PrerenderedLocation } from './PrerenderedLocation.tsx';
import { AppFrame } from './root.tsx';
import NotFound from './routes/not-found.tsx';

/** The first render (the one hydration compares with the HTML) of the site at `path`; no effects run. */
function firstRender(path: string): string {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <PrerenderedLocation>
            <AppFrame>
              <Outlet />
            </AppFrame>
          </PrerenderedLocation>
        ),
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

describe('hydrating 404.html at any unknown address', () => {
  it('renders at first exactly what was prerendered at /404, breadcrumb included', () => {
    const prerendered = firstRender(NOT_FOUND_PRERENDER_PATH);
    expect(prerendered).toContain('Page non trouvée');
    expect(firstRender('/nope/deeper')).toBe(prerendered);
    expect(firstRender('/programmes/inconnu')).toBe(prerendered);
  });

  it('leaves the address alone on real pages', () => {
    expect(firstRender('/contact')).toContain('aria-current="page"');
    expect(firstRender('/contact')).not.toBe(firstRender('/nope'));
  });
});
