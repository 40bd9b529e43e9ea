import { cp, mkdtemp, readdir, readFile, readlink, rename, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentLink, type HistoryEntry, liveFolder, readHistory, retainedReleases, rollbackTarget, switchTo } from '../src/deployTree.ts';
import { CLIENT_DIR, createRelease, type ReleaseManifest, releaseDir } from '../src/store.ts';
import { fakeBuild } from './support/builds.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-deploy-'));
afterAll(() => rm(work, { recursive: true, force: true }));
const store = join(work, 'store');

async function release(version: string, at: string): Promise<ReleaseManifest> {
  const build = await fakeBuild(join(work, `build-${version}`), 'entreprises', version);
  return createRelease({
    store,
    app: 'entreprises',
    clientDir: build,
    commit: `${version}000000`,
    dirty: false,
    settings: {},
    production: false,
    now: new Date(at),
  });
}

const sourceOf = (manifest: ReleaseManifest) => join(releaseDir(store, 'entreprises', manifest.id), CLIENT_DIR);
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
const entry = (release: string, at: string, action: HistoryEntry['action'] = 'deploy'): HistoryEntry => ({
  seq: 0,
  release,
  at,
  action,
  retained: [],
  folder: '',
});

describe('retention', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('keeps the last releases, and any release live in the last 7 days', () => {
    const history = [
      entry('a', '2026-10-01T00:00:00Z'),
      entry('b', '2026-10-02T00:00:00Z'),
      entry('c', '2026-10-03T00:00:00Z'),
      entry('d', '2026-11-20T00:00:00Z'),
    ];
    // d is live; c was live until 20 Nov (5 days ago); b, a long ago: the last 3 releases are d, c, b.
    expect(retainedReleases(history, 'e', now)).toEqual(['d', 'c']);
    expect(retainedReleases(history, 'e', now, { keep: 4, keepDays: 7 })).toEqual(['d', 'c', 'b']);
    // Many deploys in one week: every one of them stays.
    const busy = ['p', 'q', 'r', 's', 't'].map((release, day) => entry(release, `2026-11-2${day}T00:00:00Z`));
    expect(retainedReleases(busy, 'u', now)).toEqual(['t', 's', 'r', 'q', 'p']);
    expect(retainedReleases(busy, 'u', new Date('2026-12-31T00:00:00Z'))).toEqual(['t', 's']);
  });

  it('rolls back one release at a time', () => {
    expect(rollbackTarget([entry('a', '1'), entry('b', '2'), entry('c', '3')])).toBe('b');
    expect(rollbackTarget([entry('a', '1'), entry('b', '2'), entry('c', '3'), entry('b', '4', 'rollback')])).toBe('a');
    expect(rollbackTarget([entry('a', '1')])).toBeUndefined();
    expect(rollbackTarget([])).toBeUndefined();
  });
});

describe('switching the live release', () => {
  it('makes a release live whole, keeps the earlier releases’ assets, and rolls back', async () => {
    const deployDir = join(work, 'deploy');
    const n = await release('n', '2026-11-25T10:00:00Z');
    const n1 = await release('m', '2026-11-25T11:00:00Z');

    const first = await switchTo({ deployDir, manifest: n, source: sourceOf(n), now: new Date('2026-11-25T10:05:00Z') });
    expect(await readlink(currentLink(deployDir, 'entreprises'))).toBe(`deployments/0001-${n.id}`);
    expect(first.entry).toMatchObject({ seq: 1, release: n.id, action: 'deploy', retained: [] });

    const second = await switchTo({ deployDir, manifest: n1, source: sourceOf(n1), now: new Date('2026-11-25T11:05:00Z') });
    const live = (await liveFolder(deployDir, 'entreprises'))!;
    expect(live).toBe(second.folder);
    // The new pages, and both releases' hashed assets: a tab of n still finds its files.
    expect(await readFile(join(live, 'tpe/index.html'), 'utf8')).toContain(`entreprises@${n1.id}`);
    expect(await exists(join(live, 'assets/entreprises/entry-m.js'))).toBe(true);
    expect(await exists(join(live, 'assets/entreprises/entry-n.js'))).toBe(true);
    expect(second.entry.retained).toEqual([n.id]);
    expect(second.carried).toBe(1);
    // Hard links, not copies.
    expect((await stat(join(live, 'assets/entreprises/entry-n.js'))).ino).toBe((await stat(join(sourceOf(n), 'assets/entreprises/entry-n.js'))).ino);

    // Rollback: n is live again, and n+1's assets stay served for the tabs opened on it.
    expect(rollbackTarget(await readHistory(deployDir, 'entreprises'))).toBe(n.id);
    const back = await switchTo({ deployDir, manifest: n, action: 'rollback', now: new Date('2026-11-25T11:10:00Z') });
    expect(await readFile(join(back.folder, 'tpe/index.html'), 'utf8')).toContain(`entreprises@${n.id}`);
    expect(await exists(join(back.folder, 'assets/entreprises/entry-m.js'))).toBe(true);
    expect((await readHistory(deployDir, 'entreprises')).map((item) => [item.release, item.action])).toEqual([
      [n.id, 'deploy'],
      [n1.id, 'deploy'],
      [n.id, 'rollback'],
    ]);
  });

  it('changes nothing when the upload before the switch fails', async () => {
    const deployDir = join(work, 'deploy-failing');
    const n = await release('f', '2026-11-25T12:00:00Z');
    await switchTo({ deployDir, manifest: n, source: sourceOf(n) });
    const before = await readlink(currentLink(deployDir, 'entreprises'));
    const g = await release('g', '2026-11-25T13:00:00Z');
    await expect(
      switchTo({
        deployDir,
        manifest: g,
        source: sourceOf(g),
        beforeSwitch: async () => {
          throw new Error('envoi refusé');
        },
      }),
    ).rejects.toThrow('envoi refusé');
    expect(await readlink(currentLink(deployDir, 'entreprises'))).toBe(before);
    expect((await readHistory(deployDir, 'entreprises')).map((item) => item.release)).toEqual([n.id]);
  });

  it('drops the assets of releases past retention, never the live ones', async () => {
    const deployDir = join(work, 'deploy-retention');
    const releases = [];
    for (const [index, version] of ['r1', 'r2', 'r3', 'r4'].entries()) releases.push(await release(version, `2026-11-0${index + 1}T00:00:00Z`));
    for (const [index, manifest] of releases.entries()) {
      await switchTo({
        deployDir,
        manifest,
        source: sourceOf(manifest),
        now: new Date(['2026-11-01', '2026-11-11', '2026-11-21', '2026-12-01'][index]!),
        retention: { keep: 3, keepDays: 7 },
      });
    }
    const live = (await liveFolder(deployDir, 'entreprises'))!;
    expect(await exists(join(live, 'assets/entreprises/entry-r4.js'))).toBe(true);
    expect(await exists(join(live, 'assets/entreprises/entry-r3.js'))).toBe(true);
    expect(await exists(join(live, 'assets/entreprises/entry-r2.js'))).toBe(true);
    expect(await exists(join(live, 'assets/entreprises/entry-r1.js'))).toBe(false);
  });
});

describe('after a deploy stopped half-way (issue 34)', () => {
  it('records the deployment it made live before its history write, and removes what it left', async () => {
    const deployDir = join(work, 'deploy-stopped');
    const base = join(deployDir, 'entreprises');
    const s1 = await release('s1', '2026-11-28T08:00:00Z');
    const s2 = await release('s2', '2026-11-28T08:10:00Z');
    const s3 = await release('s3', '2026-11-28T08:20:00Z');
    await switchTo({ deployDir, manifest: s1, source: sourceOf(s1) });
    // Stopped between the switch and the history write: s2's deployment is live, not in the history.
    // (Written by fakeBuild, not copied from the store: the store's folders are read-only.)
    await fakeBuild(join(base, 'deployments', `0002-${s2.id}`), 'entreprises', 's2');
    await cp(join(releaseDir(store, 'entreprises', s2.id), 'release.json'), join(base, 'manifests', `${s2.id}.json`));
    await symlink(`deployments/0002-${s2.id}`, join(base, 'current.tmp-1'));
    await rename(join(base, 'current.tmp-1'), currentLink(deployDir, 'entreprises'));
    // And another one stopped mid-copy, and one that wrote a whole folder but never switched.
    await fakeBuild(join(base, 'deployments', `0003-${s3.id}.tmp-99999`), 'entreprises', 's3');
    await fakeBuild(join(base, 'deployments', `0009-${s3.id}`), 'entreprises', 's3');

    const next = await switchTo({ deployDir, manifest: s3, source: sourceOf(s3) });
    const history = await readHistory(deployDir, 'entreprises');
    expect(history.map((item) => [item.seq, item.release, item.recovered ?? false])).toEqual([
      [1, s1.id, false],
      [2, s2.id, true],
      [3, s3.id, false],
    ]);
    expect(next.entry.retained).toContain(s2.id);
    expect((await readdir(join(base, 'deployments'))).sort()).toEqual([`0001-${s1.id}`, `0002-${s2.id}`, `0003-${s3.id}`]);
    expect((await readdir(base)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});
