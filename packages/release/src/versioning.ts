/**
 * Versions that map to what is live (issue 38, point 5). What ships carries a version: the four
 * apps (each deployed alone) and the backend (`@ecole/supabase`). The other workspace packages are
 * private and never shipped alone: a change to one reaches visitors inside the apps and the
 * backend that build with it, so its changeset is folded into theirs before `changeset version`
 * runs, and it gets no version of its own. The apps reached are those whose CI workflow the
 * package's folder triggers (the same dependency walk as ciPaths.ts: what changes a build changes
 * its version).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@ecole/proxy';
import { APP_NAMES, type AppName } from '@ecole/routes';
import { workspacePackages } from './ciPaths.ts';

export const BACKEND_PACKAGE = '@ecole/supabase';
export const appPackage = (app: string) => `@ecole/app-${app}`;
/** The packages that ship, so carry a version. */
export const SHIPPED_PACKAGES: readonly string[] = [...APP_NAMES.map(appPackage), BACKEND_PACKAGE];

/** The version an app's package.json gives it now: what a release of it records. */
export function appVersion(app: AppName, root = REPO_ROOT): string {
  return (JSON.parse(readFileSync(join(root, 'apps', app, 'package.json'), 'utf8')) as { version: string }).version;
}

const BUMPS = ['patch', 'minor', 'major'] as const;
export type Bump = (typeof BUMPS)[number];

type Packages = ReturnType<typeof workspacePackages>;

/** The shipped packages whose build reads `name` (itself included when it ships). */
export function shippedReaching(name: string, packages: Packages = workspacePackages()): string[] {
  const reaches = (from: string, seen = new Set<string>()): boolean => {
    if (from === name) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return (packages.get(from)?.deps ?? []).some((dep) => reaches(dep, seen));
  };
  return SHIPPED_PACKAGES.filter((shipped) => packages.has(shipped) && reaches(shipped));
}

export interface Changeset {
  releases: Record<string, Bump>;
  summary: string;
}

/** Reads a changeset file: a front matter of `"package": bump` lines, then the summary. */
export function parseChangeset(text: string, file = 'changeset'): Changeset {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file} : pas d’en-tête « --- » de changeset.`);
  const releases: Record<string, Bump> = {};
  for (const line of match[1]!.split(/\r?\n/).filter((each) => each.trim())) {
    const entry = /^\s*["']?([^"':]+)["']?\s*:\s*(patch|minor|major)\s*$/.exec(line);
    if (!entry) throw new Error(`${file} : ligne d’en-tête illisible : « ${line} ».`);
    releases[entry[1]!] = entry[2] as Bump;
  }
  return { releases, summary: match[2]!.trim() };
}

export function formatChangeset(changeset: Changeset): string {
  const lines = Object.entries(changeset.releases).map(([name, bump]) => `"${name}": ${bump}`);
  return `---\n${lines.join('\n')}\n---\n\n${changeset.summary}\n`;
}

const higher = (a: Bump | undefined, b: Bump): Bump => (a && BUMPS.indexOf(a) > BUMPS.indexOf(b) ? a : b);

export interface Folded {
  /** The changeset on shipped packages only, or `undefined` when the change reaches none. */
  changeset?: Changeset;
  /** The packages it named that do not ship. */
  internal: string[];
}

/**
 * A changeset on shipped packages only: each package it names that does not ship is replaced by
 * the shipped packages that build with it, at the highest bump named for them; a shipped package
 * named keeps its bump, and the other shipped packages that build with it (the apps read the
 * backend's contact contract) get a patch. A change to tooling no shipped package builds with (the
 * release commands, the bench) reaches nothing.
 */
export function foldChangeset(changeset: Changeset, packages: Packages = workspacePackages()): Folded {
  const releases: Record<string, Bump> = {};
  const internal: string[] = [];
  for (const [name, bump] of Object.entries(changeset.releases)) {
    if (!SHIPPED_PACKAGES.includes(name)) internal.push(name);
    for (const shipped of shippedReaching(name, packages)) {
      const named = SHIPPED_PACKAGES.includes(name);
      releases[shipped] = higher(releases[shipped], !named || shipped === name ? bump : 'patch');
    }
  }
  if (Object.keys(releases).length === 0) return { internal };
  const sorted = Object.fromEntries(SHIPPED_PACKAGES.filter((name) => name in releases).map((name) => [name, releases[name]!]));
  // Which internal package the change was made in, for the changelog's reader.
  const summary = internal.length > 0 ? `${changeset.summary} (${internal.join(', ')})` : changeset.summary;
  return { changeset: { releases: sorted, summary }, internal };
}
