import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { routesOf } from '@ecole/routes';
import { NOT_FOUND_ROUTE_ID } from './notFound.ts';

/** Route module of each page written so far; every other path of the table gets the placeholder. */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/': 'routes/home.tsx',
  '/contact': 'routes/contact.tsx',
  '/thank-you': 'routes/thank-you.tsx',
};
const PLACEHOLDER_MODULE = 'routes/placeholder.tsx';

/** path → route module, for every path the route table gives this app (and only those). */
export const ROUTE_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  routesOf('site').map((entry) => [entry.path, PAGE_MODULES[entry.path] ?? PLACEHOLDER_MODULE]),
);

export default [
  ...Object.entries(ROUTE_FILES).map(([path, file]) =>
    // One module may serve several paths: each route needs its own id.
    path === '/' ? index(file) : route(path, file, { id: `page:${path}` }),
  ),
  // Unknown paths reached by client-side navigation; prerendered at /404 for the proxy's 404.html.
  route('*', 'routes/not-found.tsx', { id: NOT_FOUND_ROUTE_ID }),
] satisfies RouteConfig;
