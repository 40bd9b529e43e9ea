import {
  APP_NAMES,
  APPS,
  type AppName,
  basePathOf,
  findRedirect,
  findRoute,
  htmlFileOf,
  NOT_FOUND_APP,
  NOT_FOUND_FILE,
  PAGE_APPS,
  sitemapFileOf,
} from '@ecole/routes';
import { LOCAL_SUPABASE_PATH } from '@ecole/settings/localSupabase';

/**
 * What the proxy does with one request path (architecture.md, "Proxy rules"). Pure: it knows the
 * route table, not the disk. `file` is relative to an app's `build/client` folder; for
 * `not-found` that app is `NOT_FOUND_APP` (the site), and for `static` the site too but for each
 * app's own sitemap. A `static` or `asset` file that turns out not to exist is answered like
 * `not-found`.
 */
export type Resolution =
  | { kind: 'redirect'; status: 301; location: string }
  /** `path`: the page of the route table (what the access log's `page` names). */
  | { kind: 'route'; app: AppName; file: string; path: string }
  | { kind: 'asset'; app: AppName; file: string }
  | { kind: 'static'; app: AppName; file: string }
  | { kind: 'not-found'; file: string }
  /** Traversal (`..`), NUL or broken percent-encoding: answered 400, never looked up on disk. */
  | { kind: 'bad-request' };

const NOT_FOUND: Resolution = { kind: 'not-found', file: NOT_FOUND_FILE };
const BAD_REQUEST: Resolution = { kind: 'bad-request' };

/**
 * Decodes a raw request path the way nginx does before matching: percent-decoding, `//` merged,
 * `.` segments dropped. Unlike nginx, any `..` segment is refused outright (nginx resolves it and
 * refuses only escapes above the root): browsers never send one, so only probes do. A backslash
 * counts as a separator for that check (`/%5C..%5Cetc%5Cpasswd`, issue 34): on Linux it is an
 * ordinary character, but `send` and Windows read it as a separator, and no page has one.
 */
export function decodeRequestPath(rawPath: string): string | undefined {
  const path = rawPath.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.some((segment) => segment.split('\\').includes('..'))) return undefined;
  const trailingSlash = decoded.length > 1 && decoded.endsWith('/');
  const joined = `/${segments.join('/')}`;
  return trailingSlash && joined !== '/' ? `${joined}/` : joined;
}

/** The app whose asset prefix (`/assets/<app>/`) starts the path. */
function assetOwner(path: string): AppName | undefined {
  return APP_NAMES.find((app) => path.startsWith(`/${APPS[app].assetsDir}/`));
}

/**
 * The canonical address of a page asked for by another of its forms (one URL per page): `/contact/`
 * and `/contact/index.html` are `/contact`, `/index.html` is `/`. `undefined` for anything else.
 */
export function canonicalRoutePath(path: string): string | undefined {
  const withoutIndex = path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : undefined;
  const candidate = withoutIndex ?? (path.length > 1 && path.endsWith('/') ? path : undefined);
  if (candidate === undefined) return undefined;
  const route = findRoute(candidate);
  return route && route.path !== path ? route.path : undefined;
}

/** `/x/_b`, `/x/_b/` or `/x/_b/index.html` where `/x` is a page: the address of a variant's file. */
export function isVariantAddress(path: string): boolean {
  const withoutFile = path.endsWith('/index.html') ? path.slice(0, -'/index.html'.length) : path.replace(/\/$/, '');
  const base = basePathOf(withoutFile);
  return base !== withoutFile && findRoute(base)?.path === base;
}

/**
 * Rules, in order: redirect → route → app asset → an app's sitemap → site static file → not found.
 *
 * One URL per page: `/contact/`, `/contact/index.html` and `/index.html` answer 301 to the
 * canonical form (the pages' canonical link names it too), and the file the not-found page is
 * prerendered to, `/404.html`, is only ever served as the answer to an unknown path (404). Redirect
 * sources match with or without the slash.
 */
export function resolveRequest(rawPath: string): Resolution {
  const path = decodeRequestPath(rawPath);
  if (path === undefined) return BAD_REQUEST;

  const redirect = findRedirect(path);
  if (redirect) return { kind: 'redirect', status: 301, location: redirect.to };

  const canonical = canonicalRoutePath(path);
  if (canonical !== undefined) return { kind: 'redirect', status: 301, location: canonical };

  const route = findRoute(path);
  if (route && route.path === path) return { kind: 'route', app: route.app, file: htmlFileOf(route.path), path: route.path };
  if (path === `/${NOT_FOUND_FILE}`) return NOT_FOUND;

  const app = assetOwner(path);
  if (app) {
    // `/assets/site/` itself or any folder below it is not a file.
    return path.endsWith('/') ? NOT_FOUND : { kind: 'asset', app, file: path.slice(1) };
  }

  // An experiment's variant of a page (`/etudiants/_b/index.html`, issue 37) is served in the
  // page's place only (src/experiments.ts), never at its own address.
  if (isVariantAddress(path)) return NOT_FOUND;

  const sitemapOwner = PAGE_APPS.find((name) => path === `/${sitemapFileOf(name)}`);
  if (sitemapOwner) return { kind: 'static', app: sitemapOwner, file: path.slice(1) };

  if (path.endsWith('/')) return NOT_FOUND;
  return { kind: 'static', app: NOT_FOUND_APP, file: path.slice(1) };
}

/**
 * The stand-in's own path for a request to `/_supabase/…` on the site's origin (the query kept),
 * or `undefined` when the request is for the site itself.
 */
export function localSupabasePath(target: string): string | undefined {
  if (!target.startsWith(`${LOCAL_SUPABASE_PATH}/`)) return undefined;
  return target.slice(LOCAL_SUPABASE_PATH.length);
}

/** What a proxy does with a whole request target (path and query): the rules plus the stand-in. */
export type Decision =
  | Exclude<Resolution, { kind: 'redirect' }>
  /** `location` already carries the request's query, as nginx's `$is_args$args`. */
  | { kind: 'redirect'; status: 301; location: string }
  /** Forward to the local Supabase stand-in at `path` (its own path, query kept). */
  | { kind: 'stand-in'; path: string };

/**
 * The one routing decision the embedded proxy (server.ts) and the dev proxy (scripts/dev.ts)
 * share: stand-in forwarding first (when there is a stand-in), then `resolveRequest`, with the
 * query string kept on redirects so campaign parameters survive an old link or a trailing slash.
 */
export function routeTarget(target: string, options: { standIn: boolean }): Decision {
  if (options.standIn) {
    const path = localSupabasePath(target);
    if (path !== undefined) return { kind: 'stand-in', path };
  }
  const queryAt = target.indexOf('?');
  const resolution = resolveRequest(queryAt === -1 ? target : target.slice(0, queryAt));
  if (resolution.kind !== 'redirect' || queryAt === -1 || queryAt === target.length - 1) return resolution;
  return { ...resolution, location: `${resolution.location}${target.slice(queryAt)}` };
}
