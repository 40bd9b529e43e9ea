import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startEditor } from '../src/server.ts';

/** A git repository holding a copy of the data folder: what decap-server edits in these tests. */
function dataRepo(): string {
  const repo = mkdtempSync(join(tmpdir(), 'ecole-editor-repo-'));
  mkdirSync(join(repo, 'packages/content'), { recursive: true });
  cpSync(join(REPO_ROOT, 'packages/content/data'), join(repo, 'packages/content/data'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.email=editeur@example.org', '-c', 'user.name=Éditeur', 'commit', '-qm', 'données');
  return repo;
}

const repos: string[] = [];
afterAll(() => {
  for (const repo of repos) rmSync(repo, { recursive: true, force: true });
});

describe('npm run edit', () => {
  it('serves Decap’s own bundle from npm, the editor’s script and its configuration, with decap-server on 127.0.0.1', async () => {
    const repo = dataRepo();
    repos.push(repo);
    const editor = await startEditor({ port: 0, proxyPort: await getPort({ host: '127.0.0.1' }), repo, logs: 'ignore' });
    try {
      const page = await (await fetch(editor.url)).text();
      expect(page).toContain('<html lang="fr">');
      expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(page).toContain('"backend":{"name":"proxy"');
      expect(page).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[a-z0-9.-]+\/[^"]*\.js/);
      const decap = await fetch(`${editor.url}/decap-cms.js`);
      expect(decap.status).toBe(200);
      expect((await decap.text()).length).toBeGreaterThan(1_000_000);
      const script = await (await fetch(`${editor.url}/editor.js`)).text();
      expect(script).toContain('preSave');
      expect((await fetch(`${editor.url}/../package.json`)).status).toBe(404);
      const info = await fetch(editor.proxyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: editor.url },
        body: JSON.stringify({ action: 'info' }),
      });
      expect(await info.json()).toMatchObject({ type: 'local_fs', publish_modes: ['simple'] });
    } finally {
      await editor.close();
    }
  });

  it('refuses the editorial workflow on a working copy with uncommitted changes, in French', () => {
    const repo = dataRepo();
    repos.push(repo);
    writeFileSync(join(repo, 'packages/content/data/school/legal.json'), `${readFileSync(join(repo, 'packages/content/data/school/legal.json'), 'utf8')} `);
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'packages/editor/src/cli.ts'), '--workflow', '--repo', repo], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Le circuit de relecture (--workflow) crée une branche par modification dans ce dossier');
    expect(run.stderr).toContain('packages/content/data/school/legal.json');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the public site', () => {
  it('ships nothing of the editor: no bundle, no page, no sitemap entry (after a build)', () => {
    for (const app of ['site', 'formation-ia', 'entreprises', 'equipe']) {
      const client = join(REPO_ROOT, 'apps', app, 'build/client');
      expect(existsSync(client), `build ${app} first`).toBe(true);
      for (const file of readdirSync(client, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(html|js|xml|txt)$/.test(file)) continue;
        const text = readFileSync(join(client, file), 'utf8');
        expect(text.includes('CMS_MANUAL_INIT') || /decap/i.test(text), `${app}/${file}`).toBe(false);
        // No page links to an editor, no sitemap lists one (the staff desk's bundle may name Supabase's own /admin API).
        if (!file.endsWith('.js')) expect(/(?:href="|<loc>[^<]*)\/(?:admin|editeur)\b/.test(text), `${app}/${file}`).toBe(false);
      }
    }
  });
});
