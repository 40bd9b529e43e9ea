import { fileURLToPath } from 'node:url';
import { pageRouteFiles } from '@ecole/app-build/pageRouteFiles';
import { type RouteConfig, route } from '@react-router/dev/routes';

/**
 * path → route module, for every path the route table gives this app (and only those): each
 * written from its page's content by pageRouteFiles (a new page is its table entry and its content).
 */
export const ROUTE_FILES: Readonly<Record<string, string>> = await pageRouteFiles('entreprises', fileURLToPath(new URL('.', import.meta.url)));

// Each route's id is its path, whatever its module's name.
export default Object.entries(ROUTE_FILES).map(([path, file]) => route(path, file, { id: `page:${path}` })) satisfies RouteConfig;
