import { type RouteConfig, route } from '@react-router/dev/routes';
import { routesOf } from '@ecole/routes';

/** path → route module, for every path the route table gives this app (and only those). */
export const ROUTE_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  routesOf('formation-ia').map((entry) => [entry.path, 'routes/formation-ia.tsx']),
);

export default Object.entries(ROUTE_FILES).map(([path, file]) => route(path, file, { id: `page:${path}` })) satisfies RouteConfig;
