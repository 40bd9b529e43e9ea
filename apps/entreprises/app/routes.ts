import { fileURLToPath } from 'node:url';
import { pageRouteFiles } from '@ecole/prerender/pageRouteFiles';
import { type RouteConfig, route } from '@react-router/dev/routes';

/** path → route module, for every path the route table gives this app (and only those). */
export const ROUTE_FILES: Readonly<Record<string, string>> = pageRouteFiles('entreprises', fileURLToPath(new URL('.', import.meta.url)));

// One module may serve several paths: each route needs its own id.
export default Object.entries(ROUTE_FILES).map(([path, file]) => route(path, file, { id: `page:${path}` })) satisfies RouteConfig;
