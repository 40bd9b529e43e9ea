// The floor of an earlier commit (issue 39): its targets are ratios to « today's floor » when the
// issue was filed, the pages of `0b9bf29` without their scripts. The bench's own floor is the
// build being measured without its scripts, so it moves with every change to the styles, the font
// or the markup: a floor measured after such a change is not the issue's. `npm run bench --
// --floor-from <commit>` builds the apps of that commit in a clone of their own (kept, named by
// the commit and the build's date, so the next run reuses it) and serves their floor instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppRoots } from '@ecole/proxy';
import { APP_NAMES, APPS, CLIENT_BUILD_DIR } from '@ecole/routes';

/** Written once a clone's apps are built: a clone without it is an interrupted one, made again. */
const BUILT_MARK = '.ecole-bench-built';

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} : ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** The full name of `commit` in the repository at `repoRoot`, or a French error. */
export function resolveCommit(repoRoot: string, commit: string): string {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`--floor-from : aucun commit « ${commit} » dans ${repoRoot}`);
  return result.stdout.trim();
}

/**
 * Where the clone of `sha` built as of `asOf` lives: under the system's temporary folder, named by
 * both, since the pages' dates (SITE_AS_OF) change the HTML.
 */
export function cloneDirOf(sha: string, asOf: string | undefined, base: string = tmpdir()): string {
  return join(base, `ecole-bench-${sha.slice(0, 12)}-${asOf ?? 'today'}`);
}

/**
 * A clone of `repoRoot` with `sha` checked out in `dir` (any earlier one there removed). `--shared`
 * borrows the repository's objects instead of copying them: a few seconds, not the whole history.
 */
export function cloneAt(repoRoot: string, sha: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  git(dir, 'clone', '--quiet', '--shared', '--no-checkout', resolve(repoRoot), '.');
  git(dir, 'checkout', '--quiet', '--detach', sha);
}

/**
 * The build folders to serve: each app's from `cloneDir` where that commit has it, else `current`'s
 * (an app added since, like the staff desk: no route measured is its).
 */
export function rootsIn(cloneDir: string, current: AppRoots): { roots: AppRoots; missing: string[] } {
  const roots = { ...current };
  const missing: string[] = [];
  for (const app of APP_NAMES) {
    const dir = join(cloneDir, APPS[app].dir, CLIENT_BUILD_DIR);
    if (existsSync(dir)) roots[app] = dir;
    else missing.push(app);
  }
  return { roots, missing };
}

function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} a échoué dans ${cwd}`);
}

export interface CommitBuilds {
  sha: string;
  dir: string;
  roots: AppRoots;
  /** Apps that commit does not have (served from the current build). */
  missing: string[];
}

/**
 * The public apps of `commit` built in a clone (`cloneDirOf`), with the repository's own pinned
 * pnpm and lockfile at that commit, as of `env.SITE_AS_OF`. A clone already built is reused.
 */
export function buildsAtCommit(repoRoot: string, commit: string, current: AppRoots, env: NodeJS.ProcessEnv = process.env): CommitBuilds {
  const sha = resolveCommit(repoRoot, commit);
  const dir = cloneDirOf(sha, env.SITE_AS_OF);
  if (!existsSync(join(dir, BUILT_MARK))) {
    console.log(`Plancher de ${sha.slice(0, 12)} : clone et build dans ${dir}…`);
    cloneAt(repoRoot, sha, dir);
    // The commit's own script and pnpm (package.json#packageManager), as its CI ran them.
    run(dir, process.execPath, ['scripts/run-pnpm.mjs', 'install', '--frozen-lockfile', '--prefer-offline'], env);
    run(dir, process.execPath, ['scripts/run-pnpm.mjs', 'exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only'], env);
    writeFileSync(join(dir, BUILT_MARK), `${sha}\n`);
  }
  return { sha, dir, ...rootsIn(dir, current) };
}
