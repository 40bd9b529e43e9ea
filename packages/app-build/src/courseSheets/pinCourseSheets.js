// @ts-check
// Plain JavaScript, like viteConfig.js which loads it: Node 20 cannot load the workspace's `.ts`.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// From the package's folder: tsx reads its tsconfig.json (`jsx: react-jsx`, for the print page).
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

/** Where the first evaluation of the config leaves the build's sheets for the next ones and for buildEnd. */
export const COURSE_SHEETS_ENV = 'ECOLE_COURSE_SHEETS_OF_BUILD';

/**
 * The course sheets of this build of `app` (issue 35), made once: the course pages link them with
 * their size, so they are made before the pages, by the sheets' CLI in a process of its own (Vite's
 * module runner closes once the config is loaded), into a staging folder. React Router evaluates the
 * config more than once per build, so the first evaluation keeps the result in the environment
 * (the `pinSiteAsOf` way); buildEnd copies the files into the build (`copyCourseSheets`).
 * @param {string} app
 * @param {string} asOf
 * @param {Record<string, string | undefined>} [env]
 * @returns {import('./pinCourseSheets.d.ts').PinnedCourseSheets}
 */
export function pinCourseSheets(app, asOf, env = process.env) {
  const pinned = pinnedCourseSheets(app, asOf, env);
  if (pinned) return pinned;
  const dir = mkdtempSync(path.join(tmpdir(), `ecole-fiches-${app}-`));
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, '--app', app, '--as-of', asOf, '--out', dir], {
    cwd: PACKAGE_DIR,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Fiches de formation non écrites (${app}) :\n${result.stdout}${result.stderr}`);
  const written = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}');
  const value = { app, asOf, dir, links: written.links, files: written.files };
  env[COURSE_SHEETS_ENV] = JSON.stringify(value);
  return value;
}

/**
 * What `pinCourseSheets` made in this build, if it ran for this app and day.
 * @param {string} app
 * @param {string} asOf
 * @param {Record<string, string | undefined>} [env]
 * @returns {import('./pinCourseSheets.d.ts').PinnedCourseSheets | undefined}
 */
export function pinnedCourseSheets(app, asOf, env = process.env) {
  const pinned = env[COURSE_SHEETS_ENV];
  if (!pinned) return undefined;
  const value = JSON.parse(pinned);
  return value.app === app && value.asOf === asOf ? value : undefined;
}

/**
 * Copies this build's sheets into `clientDir`, the ones its pages link to, once per build.
 * @param {string} app
 * @param {string} asOf
 * @param {string} clientDir
 * @param {Record<string, string | undefined>} [env]
 * @returns {string[]}
 */
export function copyCourseSheets(app, asOf, clientDir, env = process.env) {
  const pinned = pinnedCourseSheets(app, asOf, env);
  if (!pinned) throw new Error(`Fiches de formation de ${app} : la configuration Vite ne les a pas faites (appViteConfig).`);
  for (const file of pinned.files) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    cpSync(path.join(pinned.dir, file), path.join(clientDir, file));
  }
  // The staging folder was this build's alone (mkdtemp).
  rmSync(pinned.dir, { recursive: true, force: true });
  return pinned.files;
}
