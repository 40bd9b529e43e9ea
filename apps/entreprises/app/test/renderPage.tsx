import type { ComponentType } from 'react';
import { renderPageIn } from '@ecole/prerender/renderPage';
import { AppFrame } from '../root.tsx';

/** The HTML a route component prerenders to at `path`, inside this app's frame. */
export function renderPage(Page: ComponentType, path: string): string {
  return renderPageIn(AppFrame, Page, path);
}

export { h1Of, linksOf, mainOf } from '@ecole/prerender/html';
