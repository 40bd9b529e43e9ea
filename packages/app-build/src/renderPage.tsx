import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

/**
 * The HTML a route component prerenders to at `path`, inside an app's real frame (its
 * root.tsx `AppFrame`: providers and chrome), as a test can read it without a build.
 */
export function renderPageIn(Frame: ComponentType<{ children: ReactNode }>, Page: ComponentType, path: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Frame>
        <Page />
      </Frame>
    </MemoryRouter>,
  );
}
