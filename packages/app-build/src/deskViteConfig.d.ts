import type { AppName } from '@ecole/routes';
import type { Plugin, UserConfig } from 'vite';

/** The Vite config of the staff desk, an app of kind `desk` (see deskViteConfig.js). */
export declare function deskViteConfig(app: AppName): Promise<UserConfig>;

/** Titles, stamps and moves the shell, then checks and precompresses the build (see deskViteConfig.js). */
export declare function deskShell(options: { page: string; metas: Record<string, string>; title: string; assetsDir: string }): Plugin;
