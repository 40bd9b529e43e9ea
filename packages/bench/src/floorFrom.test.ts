// @vitest-environment node
// `npm run bench -- --floor-from <commit>` (issue 39): the floor is an earlier commit's pages, built
// in a clone at that commit. What is checked here without building: the commit named, the clone
// holding that commit's files, and the build folders served (that commit's, the current build's for
// an app it does not have).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRoots } from '@ecole/proxy';
import { APP_NAMES, APPS, CLIENT_BUILD_DIR } from '@ecole/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { cloneAt, cloneDirOf, resolveCommit, rootsIn } from './floorFrom.ts';
import { ROOT } from './results.ts';

const scratch = mkdtempSync(join(tmpdir(), 'ecole-floor-from-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8' }).stdout.trim();

describe('the floor of an earlier commit', () => {
  it('names the commit by its full hash, and refuses a name that is no commit', () => {
    expect(resolveCommit(ROOT, 'HEAD')).toBe(git(ROOT, 'rev-parse', 'HEAD'));
    expect(resolveCommit(ROOT, 'HEAD')).toMatch(/^[0-9a-f]{40}$/);
    expect(() => resolveCommit(ROOT, 'pas-un-commit')).toThrow('--floor-from : aucun commit « pas-un-commit »');
  });

  it('keeps one clone per commit and build date, so a second run reuses the first one’s build', () => {
    const sha = 'a'.repeat(40);
    expect(cloneDirOf(sha, '2026-11-28', '/tmp')).toBe('/tmp/ecole-bench-aaaaaaaaaaaa-2026-11-28');
    expect(cloneDirOf(sha, undefined, '/tmp')).toBe('/tmp/ecole-bench-aaaaaaaaaaaa-today');
  });

  it('clones the repository at the commit, with that commit’s files', () => {
    const sha = resolveCommit(ROOT, 'HEAD');
    const dir = join(scratch, 'clone');
    cloneAt(ROOT, sha, dir);
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(sha);
    expect(readFileSync(join(dir, 'package.json'), 'utf8').trim()).toBe(git(ROOT, 'show', `${sha}:package.json`));
  }, 120_000);

  it('serves the commit’s build of each app it has, the current build of an app it lacks', () => {
    const clone = join(scratch, 'built');
    mkdirSync(join(clone, APPS.site.dir, CLIENT_BUILD_DIR), { recursive: true });
    const current = defaultRoots();
    const { roots, missing } = rootsIn(clone, current);
    expect(roots.site).toBe(join(clone, APPS.site.dir, CLIENT_BUILD_DIR));
    const others = APP_NAMES.filter((app) => app !== 'site');
    expect(missing).toEqual(others);
    for (const app of others) expect(roots[app]).toBe(current[app]);
  });
});
