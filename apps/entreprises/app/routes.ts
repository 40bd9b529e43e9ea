import { type RouteConfig, route } from '@react-router/dev/routes';
import { routesOf } from '@ecole/routes';

/** Route module of each page written so far; every other path of the table gets the placeholder. */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/tpe': 'routes/tpe.tsx',
};
const PLACEHOLDER_MODULE = 'routes/placeholder.tsx';

/** path → route module, for every path the route table gives this app (and only those). */
export const ROUTE_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  routesOf('entreprises').map((entry) => [entry.path, PAGE_MODULES[entry.path] ?? PLACEHOLDER_MODULE]),
);

// One module may serve several paths: each route needs its own id.
export default Object.entries(ROUTE_FILES).map(([path, file]) => route(path, file, { id: `page:${path}` })) satisfies RouteConfig;
