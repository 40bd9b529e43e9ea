import { resolve } from 'node:path';
import { REPO_ROOT } from '@ecole/proxy';
import { APP_NAMES, type AppName } from '@ecole/routes';

export { REPO_ROOT };

/** The release store: `.releases/` at the repository root (git-ignored), or `RELEASES_DIR`. */
export function storeDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(REPO_ROOT, env.RELEASES_DIR || '.releases');
}

/**
 * Where releases are deployed: `.deploy/` at the repository root (git-ignored) for the local
 * targets (the embedded proxy, nginx and the edge serve it with `npm start -- --deployed`), or
 * `DEPLOY_DIR`, or `--to` (on an nginx host: /var/www/ecole).
 */
export function deployDirOf(to: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(to || env.DEPLOY_DIR || resolve(REPO_ROOT, '.deploy'));
}

/** An app name from the command line, or an error in French listing the apps. */
export function appArgument(value: string | undefined, command: string): AppName {
  if (value && (APP_NAMES as readonly string[]).includes(value)) return value as AppName;
  throw new Error(
    `${value ? `Application inconnue : « ${value} ».` : 'Quelle application ?'} Choisissez ${APP_NAMES.join(', ')} : npm run ${command} -- ${APP_NAMES[0]}`,
  );
}
