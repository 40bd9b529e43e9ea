import { placeholderMeta } from '@ecole/content';
import { findRoute, normalizePath, type RouteEntry } from '@ecole/routes';
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../PageHead/pageMeta.ts';

/** The route-table entry a placeholder page is mounted on; a route missing from the table is a bug. */
export function placeholderEntry(pathname: string): RouteEntry {
  const entry = findRoute(pathname);
  if (!entry) throw new Error(`placeholder route mounted on ${pathname}, which is not in the route table`);
  return entry;
}

/** The `meta` export of an app's placeholder route: title from the route table, typeset description. */
export function placeholderPageMeta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  const entry = placeholderEntry(location.pathname);
  return pageMeta({ path: normalizePath(location.pathname), ...placeholderMeta(entry.title) });
}
