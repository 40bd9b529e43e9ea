import { AppProvider } from '@ecole/ui/AppContext';
import { ToastRegion } from '@ecole/ui/Toast';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

/** The HTML a route component prerenders to at `path`, inside the providers root.tsx gives it. */
export function renderPage(Page: ComponentType, path: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider app="formation-ia">
        {/* The chrome provides the toast region in root.tsx; the contact form needs it. */}
        <ToastRegion>
          <Page />
        </ToastRegion>
      </AppProvider>
    </MemoryRouter>,
  );
}

/** `<a>` tags of an HTML string, as `{ href, router, text }`; router links carry `data-discover`. */
export function linksOf(html: string) {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', inner = '']) => ({
    href: /href="([^"]*)"/.exec(attributes)?.[1],
    router: attributes.includes('data-discover'),
    newTab: attributes.includes('target="_blank"'),
    text: inner.replace(/<[^>]+>/g, ''),
  }));
}

/** Text of the first `<h1>`. */
export function h1Of(html: string): string | undefined {
  return /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
}
