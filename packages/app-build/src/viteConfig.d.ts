import type { AppName } from '@ecole/routes';
import type { UserConfig } from 'vite';

/** The day a build is "as of" (`YYYY-MM-DD`): `SITE_AS_OF`, else the build day. */
export declare function siteAsOf(env?: Record<string, string | undefined>, now?: Date): string;

/** `siteAsOf`, written back to `env` so every evaluation of the config in one build gets the same day. */
export declare function pinSiteAsOf(env?: Record<string, string | undefined>, now?: Date): string;

/** The Vite config of one of our apps (see viteConfig.js). */
export declare function appViteConfig(app: AppName): Promise<UserConfig>;

/** The islands' entries, built beside the app's client build (see viteConfig.js). */
export declare function islandEntries(options: { assetsDir: string; define: Record<string, string> }): import('vite').Plugin;
