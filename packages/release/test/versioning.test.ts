/**
 * Versions that map to what is live (issue 38, point 5): the apps and the backend carry a version,
 * folded from the changesets of the packages they build with; a release records its app's version
 * in release.json and in the `release` meta of its pages, and `release:status` shows the live one.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '@ecole/proxy';
import { afterAll, describe, expect, it } from 'vitest';
import { workspacePackages } from '../src/ciPaths.ts';
import { versionCommand } from '../src/commands/version.ts';
import { readPageStamp } from '../src/pageStamp.ts';
import { createRelease } from '../src/store.ts';
import { appVersion, BACKEND_PACKAGE, foldChangeset, parseChangeset, SHIPPED_PACKAGES, shippedReaching } from '../src/versioning.ts';
import { fakeBuild } from './support/builds.ts';
import { runCli } from './support/cli.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-versions-'));
afterAll(() => rm(work, { recursive: true, force: true }));

const APPS = ['@ecole/app-site', '@ecole/app-formation-ia', '@ecole/app-entreprises', '@ecole/app-equipe'];

describe('what ships carries the version; the other packages fold into it', () => {
  it('the apps and the backend ship; a package reaches the shipped packages that build with it', () => {
    expect(SHIPPED_PACKAGES).toEqual([...APPS, BACKEND_PACKAGE]);
    expect(shippedReaching('@ecole/ui')).toEqual(APPS);
    expect(shippedReaching('@ecole/app-entreprises')).toEqual(['@ecole/app-entreprises']);
    expect(shippedReaching('@ecole/release')).toEqual([]);
    expect(shippedReaching('@ecole/bench')).toEqual([]);
  });

  it('a changeset on an internal package becomes one on the apps, named for it; a backend one gives the apps a patch', () => {
    const ui = foldChangeset(parseChangeset('---\n"@ecole/ui": minor\n"@ecole/app-site": patch\n---\n\nLe pied de page change.\n'));
    expect(ui.changeset).toEqual({ releases: Object.fromEntries(APPS.map((name) => [name, 'minor'])), summary: 'Le pied de page change. (@ecole/ui)' });
    const backend = foldChangeset(parseChangeset('---\n"@ecole/supabase": minor\n---\n\nUne migration.\n'));
    expect(backend.changeset?.releases[BACKEND_PACKAGE]).toBe('minor');
    // The apps read the backend's contact contract: their build changes with it.
    expect(backend.changeset?.releases['@ecole/app-entreprises']).toBe('patch');
    expect(foldChangeset(parseChangeset('---\n"@ecole/release": minor\n---\n\nOutillage.\n'))).toEqual({ internal: ['@ecole/release'] });
  });

  it('.changeset/config.json leaves out every package that does not ship (changesets would version the dependents)', async () => {
    const config = JSON.parse(await readFile(join(REPO_ROOT, '.changeset/config.json'), 'utf8')) as { ignore: string[] };
    // The e2e suite is a workspace package too (pnpm-workspace.yaml), outside apps/ and packages/.
    const internal = [...workspacePackages().keys(), '@ecole/e2e'].filter((name) => !SHIPPED_PACKAGES.includes(name)).sort();
    expect([...config.ignore].sort()).toEqual(internal);
  });
});

/** A workspace of three packages: an app, the UI it builds with, a tool; and the backend. */
async function scratchWorkspace(root: string): Promise<void> {
  const put = async (file: string, content: unknown) => {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  };
  await put('package.json', { name: 'scratch', private: true });
  await put('pnpm-workspace.yaml', "packages:\n  - 'apps/*'\n  - 'packages/*'\n  - 'supabase'\n");
  await put('apps/entreprises/package.json', { name: '@ecole/app-entreprises', version: '1.0.0', private: true, dependencies: { '@ecole/ui': 'workspace:*' } });
  await put('packages/ui/package.json', { name: '@ecole/ui', version: '1.0.0', private: true });
  await put('packages/release/package.json', { name: '@ecole/release', version: '0.2.0', private: true });
  await put('supabase/package.json', { name: '@ecole/supabase', version: '0.3.0', private: true });
  await put('.changeset/config.json', {
    changelog: false,
    commit: false,
    access: 'restricted',
    baseBranch: 'main',
    updateInternalDependencies: 'patch',
    privatePackages: { version: true, tag: false },
    ignore: ['@ecole/ui', '@ecole/release'],
  });
  await put('.changeset/footer.md', '---\n"@ecole/ui": minor\n---\n\nLe pied de page donne le téléphone.\n');
  await put('.changeset/deploy.md', '---\n"@ecole/release": patch\n---\n\nLe déploiement attend son verrou.\n');
}

describe('npm run release:version', () => {
  it('consumes the changesets: the app built with the UI goes up, the UI and the tool keep theirs, the tooling change is logged', async () => {
    const root = join(work, 'scratch');
    await scratchWorkspace(root);
    const steps = { plan: () => {}, next: () => {} };
    await versionCommand([], steps, root);
    const version = async (dir: string) => (JSON.parse(await readFile(join(root, dir, 'package.json'), 'utf8')) as { version: string }).version;
    expect(await version('apps/entreprises')).toBe('1.1.0');
    expect(await version('packages/ui')).toBe('1.0.0');
    expect(await version('packages/release')).toBe('0.2.0');
    expect(await version('supabase')).toBe('0.3.0');
    const log = await readFile(join(root, 'CHANGELOG.md'), 'utf8');
    expect(log).toContain('- Le déploiement attend son verrou. (@ecole/release)');
    expect(log).not.toContain('pied de page');
  }, 120_000);
});

describe('a release records its app’s version', () => {
  it('in release.json and in the release meta of every page; release:status shows the live one', async () => {
    const store = join(work, 'store');
    const version = appVersion('entreprises');
    expect(version).toBe((JSON.parse(await readFile(join(REPO_ROOT, 'apps/entreprises/package.json'), 'utf8')) as { version: string }).version);
    const build = await fakeBuild(join(work, 'build'), 'entreprises', 'a');
    const manifest = await createRelease({ store, app: 'entreprises', clientDir: build, commit: 'a000000', dirty: false, settings: {}, production: false });
    expect(manifest.version).toBe(version);
    const json = JSON.parse(await readFile(join(store, 'entreprises', manifest.id, 'release.json'), 'utf8')) as { version: string };
    expect(json.version).toBe(version);
    const page = await readFile(join(store, 'entreprises', manifest.id, 'client', 'tpe', 'index.html'), 'utf8');
    expect(page).toContain(`<meta name="release" content="entreprises@${manifest.id}" data-version="${version}"/>`);
    expect(readPageStamp(page)).toMatchObject({ release: `entreprises@${manifest.id}`, version });

    const to = join(work, 'deploy');
    const env = { RELEASES_DIR: store };
    expect((await runCli(['deploy', 'entreprises', '--to', to], { env })).code).toBe(0);
    const status = await runCli(['status', '--to', to], { env });
    expect(status.stdout).toMatch(new RegExp(`entreprises\\n {2}en ligne {8}${manifest.id} .*\\n {2}version {9}${version.replace(/\./g, '\\.')}\\n`));
  }, 120_000);
});
