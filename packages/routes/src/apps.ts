/**
 * The four deployable apps. Each emits its hashed assets under its own prefix
 * (Vite `build.assetsDir`) so one reverse proxy can route them by path.
 */
export const APP_NAMES = ['site', 'formation-ia', 'entreprises', 'equipe'] as const;
export type AppName = (typeof APP_NAMES)[number];

/**
 * What an app serves. `pages`: the site's public pages, prerendered from the content, each in a
 * sitemap unless `noindex`. `desk`: the staff desk (issue 32), one client-rendered shell with no
 * data in its HTML, signed in, never indexed, with its own strict Content-Security-Policy.
 */
export type AppKind = 'pages' | 'desk';

export interface AppInfo {
  name: AppName;
  /** Workspace folder, relative to the repository root. */
  dir: `apps/${string}`;
  /** Vite `build.assetsDir`: every hashed file of the app is served under `/${assetsDir}/`. */
  assetsDir: string;
  /** Whether the app's pages show the header, footer and breadcrumb. */
  chrome: boolean;
  kind: AppKind;
}

export const APPS: Readonly<Record<AppName, AppInfo>> = {
  site: { name: 'site', dir: 'apps/site', assetsDir: 'assets/site', chrome: true, kind: 'pages' },
  'formation-ia': {
    name: 'formation-ia',
    dir: 'apps/formation-ia',
    assetsDir: 'assets/formation-ia',
    // The landing is a campaign page: no header, no footer (spec §2).
    chrome: false,
    kind: 'pages',
  },
  entreprises: {
    name: 'entreprises',
    dir: 'apps/entreprises',
    assetsDir: 'assets/entreprises',
    chrome: true,
    kind: 'pages',
  },
  // The staff desk: no public header or footer (a sign-in, then the queue), nothing to index.
  equipe: { name: 'equipe', dir: 'apps/equipe', assetsDir: 'assets/equipe', chrome: false, kind: 'desk' },
};

/** The apps whose pages are the public site's (prerendered from the content, with a sitemap). */
export const PAGE_APPS: readonly AppName[] = APP_NAMES.filter((app) => APPS[app].kind === 'pages');

/** Folder, inside an app, where `react-router build` writes the static site. */
export const CLIENT_BUILD_DIR = 'build/client';

/**
 * Where React Router prerenders a path, inside `CLIENT_BUILD_DIR`: `/` → `index.html`, `/a/b` →
 * `a/b/index.html`. The prerender step, both proxies and the benchmark find a page's file here.
 */
export function htmlFileOf(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/** The app whose `404.html` answers every unknown path. */
export const NOT_FOUND_APP: AppName = 'site';
export const NOT_FOUND_FILE = '404.html';

/**
 * Each app of public pages (PAGE_APPS) publishes the sitemap of its own pages at this root path,
 * written by its build; the proxies route it to that app like its pages, and `/sitemap.xml` (the
 * site's) is the index that names them. A page an app adds is in the sitemap as soon as that app
 * is deployed. The desk has none.
 */
export function sitemapFileOf(app: AppName): string {
  return `sitemaps/${app}.xml`;
}

/** The sitemap index, at the site's root: the one address robots.txt gives. */
export const SITEMAP_INDEX_FILE = 'sitemap.xml';
