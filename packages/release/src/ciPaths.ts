/**
 * The CI's path filters, one app at a time (issue 38, point 1): a commit triggers an app's
 * workflow when it touches the app, a workspace package the app depends on (transitively, read
 * from the package.json files), or the root files every build reads; a page's content
 * (`packages/content/src/pages/<app>/`, the one place a page lives: pageModules.ts) triggers only
 * the app that owns it in the route table. `npm run ci-workflows` writes the workflows from this;
 * the unit suite checks the committed ones are what it writes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@ecole/proxy';
import { APP_NAMES, type AppName, routesOf } from '@ecole/routes';

/** What every build reads besides the workspace packages. */
export const ROOT_FILES = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'turbo.json',
  'tsconfig.base.json',
  '.nvmrc',
  '.npmrc',
  'scripts/**',
] as const;
const CONTENT_PAGES = 'packages/content/src/pages';

interface WorkspacePackage {
  dir: string;
  deps: string[];
}

/** Every workspace package by name (pnpm-workspace.yaml: apps/*, packages/*, supabase). */
export function workspacePackages(root = REPO_ROOT): Map<string, WorkspacePackage> {
  const dirs = [
    ...['apps', 'packages'].flatMap((parent) =>
      readdirSync(join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`),
    ),
    'supabase',
  ];
  const packages = new Map<string, WorkspacePackage>();
  for (const dir of dirs) {
    const file = join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    const deps = Object.entries({ ...json.dependencies, ...json.devDependencies })
      .filter(([, version]) => version.startsWith('workspace:'))
      .map(([name]) => name);
    packages.set(json.name, { dir, deps });
  }
  return packages;
}

/** The folders an app's build reads: its own and its workspace dependencies', transitively. */
export function appFolders(app: AppName, packages = workspacePackages()): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of packages.get(name)?.deps ?? []) visit(dep);
  };
  visit(`@ecole/app-${app}`);
  return [...seen].flatMap((name) => (packages.has(name) ? [packages.get(name)!.dir] : [])).sort();
}

/** The apps whose pages have a content folder (the route table's owners). */
const pageOwners = () => APP_NAMES.filter((app) => routesOf(app).length > 0 && existsSync(join(REPO_ROOT, CONTENT_PAGES, app)));

/**
 * GitHub's `paths` filter of an app's workflow: its folders, the root files, then the other apps'
 * page content left out (a later `!` pattern excludes what an earlier one matched).
 */
export function pathFilters(app: AppName, packages = workspacePackages()): string[] {
  const folders = appFolders(app, packages);
  const include = [...folders.map((dir) => `${dir}/**`), ...ROOT_FILES, `.github/workflows/deploy-${app}.yml`];
  const exclude = folders.includes('packages/content')
    ? pageOwners()
        .filter((owner) => owner !== app)
        .map((owner) => `!${CONTENT_PAGES}/${owner}/**`)
    : [];
  return [...include, ...exclude];
}

/** Whether a path matches one filter pattern (the forms `pathFilters` writes: `dir/**` or a file). */
function matches(pattern: string, file: string): boolean {
  return pattern.endsWith('/**') ? file.startsWith(pattern.slice(0, -2)) : file === pattern;
}

/** GitHub's rule: patterns in order, the last one that matches decides. */
export function triggers(filters: readonly string[], file: string): boolean {
  let hit = false;
  for (const pattern of filters) {
    if (pattern.startsWith('!')) {
      if (matches(pattern.slice(1), file)) hit = false;
    } else if (matches(pattern, file)) hit = true;
  }
  return hit;
}

/** The apps whose workflow a change to `file` starts. */
export function appsTriggeredBy(file: string, packages = workspacePackages()): AppName[] {
  return APP_NAMES.filter((app) => triggers(pathFilters(app, packages), file));
}
