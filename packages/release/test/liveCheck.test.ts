/**
 * `release:status` says « en ligne » only of what is on disk (src/liveCheck.ts): issue 34 saw
 * `current` left on a deleted folder, every page answering 404, and the status saying it was live.
 */
import { mkdtemp, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentLink, switchTo } from '../src/deployTree.ts';
import { checkLive, isLive, notDeployed } from '../src/liveCheck.ts';
import { CLIENT_DIR, createRelease, type ReleaseManifest, releaseDir } from '../src/store.ts';
import { fakeBuild } from './support/builds.ts';
import { runCli } from './support/cli.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-live-'));
afterAll(() => rm(work, { recursive: true, force: true }));
const store = join(work, 'store');
const APP = 'entreprises';

async function release(version: string): Promise<ReleaseManifest> {
  const build = await fakeBuild(join(work, `build-${version}`), APP, version);
  return createRelease({ store, app: APP, clientDir: build, commit: `${version}000000`, dirty: false, settings: {}, production: false });
}

/** A deploy folder with `version` live (and, when given, `before` deployed first). */
async function deployed(name: string, ...manifests: ReleaseManifest[]): Promise<string> {
  const deployDir = join(work, name);
  for (const manifest of manifests) await switchTo({ deployDir, manifest, source: join(releaseDir(store, APP, manifest.id), CLIENT_DIR) });
  return deployDir;
}

const a = await release('a');
const b = await release('b');

describe('checkLive', () => {
  it('an app never deployed is neither live nor broken', async () => {
    const check = await checkLive(join(work, 'empty'), APP);
    expect(notDeployed(check)).toBe(true);
    expect(isLive(check)).toBe(false);
  });

  it('a complete deployment that current names is live, every file of release.json checked with its size', async () => {
    expect(a.sizes?.['tpe/index.html']).toBeGreaterThan(0);
    const check = await checkLive(await deployed('whole', a, b), APP);
    expect(check.problems).toEqual([]);
    expect(isLive(check)).toBe(true);
    expect(check.live?.release).toBe(b.id);
    expect(check.files).toBe(b.files.length);
  });

  it('current left on a deleted folder: not live, and said so', async () => {
    const deployDir = await deployed('dangling', a);
    await rm(join(deployDir, APP, 'deployments'), { recursive: true });
    const check = await checkLive(deployDir, APP);
    expect(isLive(check)).toBe(false);
    expect(check.problems).toEqual([`current pointe vers deployments/0001-${a.id}, qui n’existe pas\u00a0: chaque page répond 404`]);
  });

  it('a missing file, a file of another size, a page of another release: each named', async () => {
    const deployDir = await deployed('damaged', a);
    const live = join(deployDir, APP, 'deployments', `0001-${a.id}`);
    await unlink(join(live, 'pme/index.html'));
    // Hard links to the store's read-only files: replaced, not written through.
    await unlink(join(live, 'assets/entreprises/entry-a.js'));
    await writeFile(join(live, 'assets/entreprises/entry-a.js'), 'export const version = "autre chose";\n');
    await unlink(join(live, 'tpe/index.html'));
    await writeFile(join(live, 'tpe/index.html'), (await import('./support/builds.ts')).pageHtml(APP, 'TPE', { release: `${APP}@ancienne` }));
    const check = await checkLive(deployDir, APP);
    const total = a.files.length;
    expect(check.problems).toEqual([
      `1 fichier sur ${total} manque (pme/index.html)`,
      `2 fichiers sur ${total} n’ont pas la taille que dit release.json (assets/entreprises/entry-a.js, tpe/index.html)`,
      `1 page servie sans l’estampille ${APP}@${a.id}\u00a0: /tpe (${APP}@ancienne)`,
    ]);
  });

  it('current on another deployment than the history’s last (a deploy stopped between the two)', async () => {
    const deployDir = await deployed('mismatch', a, b);
    const link = currentLink(deployDir, APP);
    await symlink(`deployments/0001-${a.id}`, `${link}.autre`);
    await rename(`${link}.autre`, link);
    const check = await checkLive(deployDir, APP);
    expect(check.problems[0]).toBe(
      `current mène à deployments/0001-${a.id}, l’historique dit deployments/0002-${b.id} (un déploiement interrompu\u00a0: relancez-le)`,
    );
  });
});

describe('npm run release:status', () => {
  it('says « en ligne » only when checked, names what is wrong, exits 1', async () => {
    const deployDir = await deployed('status', a);
    const env = { RELEASES_DIR: store };
    const good = await runCli(['status', '--to', deployDir], { env });
    expect(good.code, good.stderr).toBe(0);
    expect(good.stdout).toMatch(
      new RegExp(
        `entreprises\\n {2}en ligne {8}${a.id} depuis le .*vérifiée\u00a0: entreprises/deployments/0001-${a.id}, ${a.files.length} fichiers conformes à release\\.json`,
      ),
    );
    expect(good.stdout).toMatch(/site\n {2}en ligne {8}rien \(jamais déployée ici\)/);

    await rm(join(deployDir, APP, 'deployments'), { recursive: true });
    const bad = await runCli(['status', '--to', deployDir], { env });
    expect(bad.code).toBe(1);
    expect(bad.stdout).not.toMatch(/entreprises\n {2}en ligne/);
    expect(bad.stdout).toContain(`entreprises\n  ✗ PAS EN LIGNE comme le dit l’historique (${a.id}, le `);
    expect(bad.stdout).toContain(`    • current pointe vers deployments/0001-${a.id}, qui n’existe pas\u00a0: chaque page répond 404`);
    expect(bad.stdout).toContain('✗ À corriger\u00a0: «\u00a0entreprises\u00a0».');
  });
});
