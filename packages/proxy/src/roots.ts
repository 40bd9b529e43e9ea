import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_NAMES, APPS, type AppName, CLIENT_BUILD_DIR } from '@ecole/routes';

/** Absolute path of each app's static build (`apps/<app>/build/client`). */
export type AppRoots = Record<AppName, string>;

/** packages/proxy/src → repository root. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function defaultRoots(repoRoot: string = REPO_ROOT): AppRoots {
  return Object.fromEntries(APP_NAMES.map((app) => [app, resolve(repoRoot, APPS[app].dir, CLIENT_BUILD_DIR)])) as AppRoots;
}

/** The command that builds every app; printed when a build is missing. */
export const BUILD_ALL_COMMAND = 'npx -y pnpm@10.34.9 exec turbo run build';

export function buildCommandFor(app: AppName): string {
  return `${BUILD_ALL_COMMAND} --filter=@ecole/app-${app}`;
}

/** Apps whose build folder is missing. */
export function missingBuilds(roots: AppRoots): AppName[] {
  return APP_NAMES.filter((app) => {
    const root = roots[app];
    return !root || !existsSync(root) || !statSync(root).isDirectory();
  });
}

/** Fails before listening, so a developer reads which app to build instead of a page of 404s. */
export function assertBuildsExist(roots: AppRoots): void {
  const missing = missingBuilds(roots);
  if (missing.length === 0) return;
  const lines = missing.map(
    (app) => `- l’application « ${app} » n’est pas construite (dossier introuvable : ${roots[app]}) ; construisez-la avec : ${buildCommandFor(app)}`,
  );
  throw new Error(`Le proxy ne peut pas démarrer :\n${lines.join('\n')}\nOu construisez tout : ${BUILD_ALL_COMMAND}`);
}
