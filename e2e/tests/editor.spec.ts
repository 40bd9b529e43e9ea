/**
 * The school's editor (issue 35, point 2), as a person uses it:
 * - `npm run edit`'s local mode (Decap CMS from npm, decap-server writing the files): the next AI
 *   session added in the form, saved; the data file holds it, checked by its schema;
 *   /formation-ia, rebuilt, announces it. On a worktree of this commit (its dependencies from
 *   pnpm's store, as the release scenario installs them), so the edit and the rebuild never touch
 *   this checkout's files or builds, which the other tests serve meanwhile.
 * - `npm run edit -- --workflow`: a new phone proposed on its own branch (the published data
 *   unchanged), checked (the content checks on the branch's files find its `tel:` form still the
 *   old number), corrected, set ready, then published (merged). On a repository of the data alone.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkContent } from '@ecole/content/checks/contentChecks';
import { validateDataDir } from '@ecole/content/data/validate';
import { type EditorServer, startEditor } from '@ecole/editor/server';
import { defaultRoots, type RunningProxy, startEmbeddedProxy } from '@ecole/proxy';
import getPort from 'get-port';
import { expect, test } from '../support/test.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'ecole-editor-e2e-'));
const variant = join(work, 'checkout');
const run = promisify(execFile);

let editor: EditorServer | undefined;
let site: RunningProxy | undefined;

test.afterAll(async () => {
  await editor?.close();
  await site?.close();
  await run('git', ['worktree', 'remove', '--force', variant], { cwd: REPO }).catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

test('a person adds the next AI session in the editor, and the rebuilt /formation-ia announces it', async ({ page }) => {
  test.setTimeout(8 * 60_000); // a worktree, an install and a build on a loaded 2-core machine: a guard against a hang
  await run('git', ['worktree', 'add', '--detach', variant, 'HEAD'], { cwd: REPO });
  const pnpm = ['-y', 'pnpm@10.34.9'];
  await run('npx', [...pnpm, 'install', '--frozen-lockfile', '--prefer-offline', '--filter', '@ecole/app-formation-ia...'], {
    cwd: variant,
    maxBuffer: 64 << 20,
  });

  editor = await startEditor({ port: 0, proxyPort: await getPort({ host: '127.0.0.1' }), repo: variant, logs: 'ignore' });
  await page.goto(editor.url);
  // The local backend's sign-in: no account, the files of this machine.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('Formation IA : chiffres et sessions').click();
  await expect(page.getByText('Places par session (au plus)')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter session' }).click();
  // The new row's fields: the last ones with these labels.
  const field = async (label: string) =>
    page.locator(
      `[id="${await page
        .locator('label', { hasText: new RegExp(`^${label}$`) })
        .last()
        .getAttribute('for')}"]`,
    );
  await (await field('Date')).fill('2027-03-18');
  // Typed with a straight apostrophe: the save writes the French one.
  await (await field('Ville')).fill("Laval, à l'école");
  await (await field('Places')).fill('12');
  await (await field('Places restantes')).fill('7');
  await page.getByRole('button', { name: 'Publier' }).click();
  await page.getByText('Publier maintenant').click();
  await expect(page.getByText('Publiée')).toBeVisible();

  const data = JSON.parse(readFileSync(join(variant, 'packages/content/data/ai-course.json'), 'utf8'));
  expect(data.sessions.at(-1)).toEqual({ date: '2027-03-18', city: 'Laval, à l’école', seats: 12, seatsLeft: 7 });
  expect(validateDataDir(join(variant, 'packages/content/data'))).toEqual([]);

  await run('npx', [...pnpm, '--filter', '@ecole/app-formation-ia', 'build'], {
    cwd: variant,
    env: { ...process.env, SITE_AS_OF: '2026-11-28' },
    maxBuffer: 64 << 20,
  });
  site = await startEmbeddedProxy({ port: 0, roots: { ...defaultRoots(REPO), 'formation-ia': join(variant, 'apps/formation-ia/build/client') } });
  await page.goto(`${site.url}/formation-ia`);
  await expect(page.getByRole('heading', { name: 'Prochaine session : le 18 mars 2027 à Laval, à l’école' })).toBeVisible();
  await expect(page.getByText('Plus que 7 places sur 12.')).toBeVisible();
});

test('a change goes through the editorial workflow: proposed on its branch, checked, corrected, then published', async ({ page }) => {
  const repo = join(work, 'data-repo');
  mkdirSync(join(repo, 'packages/content'), { recursive: true });
  cpSync(join(REPO, 'packages/content/data'), join(repo, 'packages/content/data'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'communication@ecole.example');
  git('config', 'user.name', 'Communication');
  git('add', '-A');
  git('commit', '-qm', 'Données de l’école');
  const identityFile = 'packages/content/data/school/identity.json';
  const phoneOn = (ref: string) => JSON.parse(git('show', `${ref}:${identityFile}`)).phone.value;

  const workflow = await startEditor({ port: 0, proxyPort: await getPort({ host: '127.0.0.1' }), repo, workflow: true, logs: 'ignore' });
  try {
    // Publishing asks « Voulez-vous vraiment publier cette entrée ? »: the person says yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(workflow.url);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Identité et coordonnées').click();
    /** The value field of the fact whose label is `label`. */
    const valueField = async (label: string) => {
      const id = await page
        .locator('label', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
        .locator('xpath=following::label[starts-with(., "Valeur")][1]')
        .getAttribute('for');
      return page.locator(`[id="${id}"]`);
    };
    await (await valueField('Téléphone')).fill('02 43 12 34 56');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('button', { name: 'Statut: Brouillon' })).toBeVisible();

    // Proposed: on its own branch; what is published has not changed.
    const branch = 'cms/ecole/school-identity';
    expect(phoneOn(branch)).toBe('02 43 12 34 56');
    expect(phoneOn('main')).toBe('02 43 00 00 00');

    // Checked: the content checks on the branch's files (what CI runs on the proposal, npm run content-check).
    const proposed = join(work, 'proposed');
    const check = async () => {
      rmSync(proposed, { recursive: true, force: true });
      cpSync(join(repo, 'packages/content/data'), proposed, { recursive: true });
      writeFileSync(join(proposed, 'school/identity.json'), git('show', `${branch}:${identityFile}`));
      return checkContent({ pages: [], dataDir: proposed });
    };
    expect((await check()).consistency).toEqual([
      'packages/content/data/school/identity.json, champs phone et phoneHref : « 02 43 12 34 56 » et « +33243000000 » ne sont pas le même numéro. Correction : écrivez dans phoneHref +33243123456.',
    ]);
    await (await valueField('Téléphone (format international, liens tel:)')).fill('+33243123456');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(async () => (await check()).consistency).toEqual([]);
    expect((await check()).data).toEqual([]);

    // Ready, then published: merged into the branch the site is built from.
    await page.getByRole('button', { name: /^Statut/ }).click();
    await page.getByRole('menuitem', { name: 'Prêt' }).click();
    await expect(page.getByRole('button', { name: 'Statut: Prêt' })).toBeVisible();
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
    await expect(page.getByRole('button', { name: 'Publiée' })).toBeVisible();
    // The merge is decap-server's, after the page says so.
    await expect.poll(() => phoneOn('main')).toBe('02 43 12 34 56');
    expect(JSON.parse(git('show', `main:${identityFile}`)).phoneHref.value).toBe('+33243123456');
    // …then deletes the proposal's branch.
    await expect.poll(() => git('branch', '--list', branch).trim()).toBe('');
  } finally {
    await workflow.close();
  }
});
