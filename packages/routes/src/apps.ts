/**
 * The three deployable apps. Each emits its hashed assets under its own prefix
 * (Vite `build.assetsDir`) so one reverse proxy can route them by path.
 */
export const APP_NAMES = ['site', 'formation-ia', 'entreprises'] as const;
export type AppName = (typeof APP_NAMES)[number];

export interface AppInfo {
  name: AppName;
  /** Workspace folder, relative to the repository root. */
  dir: `apps/${string}`;
  /** Vite `build.assetsDir`: every hashed file of the app is served under `/${assetsDir}/`. */
  assetsDir: string;
  /** Whether the app's pages show the header, footer and breadcrumb. */
  chrome: boolean;
}

export const APPS: Readonly<Record<AppName, AppInfo>> = {
  site: { name: 'site', dir: 'apps/site', assetsDir: 'assets/site', chrome: true },
  'formation-ia': {
    name: 'formation-ia',
    dir: 'apps/formation-ia',
    assetsDir: 'assets/formation-ia',
    // The landing is a campaign page: no header, no footer (spec §2).
    chrome: false,
  },
  entreprises: {
    name: 'entreprises',
    dir: 'apps/entreprises',
    assetsDir: 'assets/entreprises',
    chrome: true,
  },
};

/** Folder, inside an app, where `react-router build` writes the static site. */
export const CLIENT_BUILD_DIR = 'build/client';

/** The app whose `404.html` answers every unknown path. */
export const NOT_FOUND_APP: AppName = 'site';
export const NOT_FOUND_FILE = '404.html';
