import { APPS, type AppName } from './apps.ts';
import { REDIRECTS, ROUTES, type RouteEntry } from './table.ts';

/** `/a/b/` and `/a/b` are the same page; the table stores the form without the slash. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const byPath = new Map<string, RouteEntry>(ROUTES.map((route) => [route.path, route]));

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(normalizePath(path));
}

/** The app that owns a path, or `undefined` for a path no app serves. */
export function appForPath(path: string): AppName | undefined {
  return findRoute(path)?.app;
}

export function routesOf(app: AppName): RouteEntry[] {
  return ROUTES.filter((route) => route.app === app);
}

export function findRedirect(path: string) {
  const normalized = normalizePath(path);
  return REDIRECTS.find((redirect) => redirect.from === normalized);
}

/** Label of one path prefix for the breadcrumb: the table's friendly label, else the raw segment. */
export function breadcrumbLabel(pathPrefix: string): string {
  const route = findRoute(pathPrefix);
  if (route) return route.label;
  const segments = normalizePath(pathPrefix).split('/');
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

/**
 * The internal address a variant of a page is prerendered at, beside the page in its app's build
 * (issue 37, experiments): `/formation-ia` and `b` → `/formation-ia/_b` (file
 * `formation-ia/_b/index.html`). No route of the table: the proxies serve that file in the page's
 * place when they draw the variant, and answer 404 to the address itself.
 */
export function variantPathOf(path: string, variant: string): string {
  if (!/^[a-z]$/.test(variant)) throw new Error(`Variante invalide : « ${variant} » (une lettre minuscule).`);
  return path === '/' ? `/_${variant}` : `${path}/_${variant}`;
}

/** The page a variant's address stands for (`/formation-ia/_b` → `/formation-ia`); any other path as it is. */
export function basePathOf(path: string): string {
  const match = /^(.*)\/_[a-z]$/.exec(path);
  return match ? match[1] || '/' : path;
}

export { APPS };
