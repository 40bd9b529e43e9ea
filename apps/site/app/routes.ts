import { fileURLToPath } from 'node:url';
import { pageRouteFiles } from '@ecole/app-build/pageRouteFiles';
import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { NOT_FOUND_ROUTE_ID } from './notFound.ts';

/**
 * path → route module, for every path the route table gives this app (and only those): each
 * written from its page's content by pageRouteFiles (a new page is its table entry and its content).
 */
export const ROUTE_FILES: Readonly<Record<string, string>> = await pageRouteFiles('site', fileURLToPath(new URL('.', import.meta.url)));

export default [
  ...Object.entries(ROUTE_FILES).map(([path, file]) =>
    // Each route's id is its path, whatever its module's name.
    path === '/' ? index(file) : route(path, file, { id: `page:${path}` }),
  ),
  // Unknown paths reached by client-side navigation; prerendered at /404 for the proxy's 404.html.
  route('*', 'routes/not-found.tsx', { id: NOT_FOUND_ROUTE_ID }),
] satisfies RouteConfig;
