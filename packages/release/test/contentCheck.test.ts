import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRoots } from '@ecole/proxy';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startCli } from './support/cli.ts';

/**
 * `npm run release` runs the content tests' checks (issue 35, point 3): the real command, as a
 * child process, on the site's build. The wrong SIRET is written in a copy of the data folder
 * (`CONTENT_DATA_DIR`), never in the files the other suites read at the same time.
 */
const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(join(tmpdir(), prefix));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

// --allow-dirty: what is tested is the content check, whether or not the checkout has changes.
const release = (env: NodeJS.ProcessEnv) => startCli(['release', 'site', '--no-build', '--allow-dirty'], { env: { SITE_ENV: '', ...env } }).done;

describe('npm run release -- site --no-build', () => {
  it('refuses, in French, a release whose data fail their schema, naming the file, the field and the fix, and copies nothing', async () => {
    const data = folder('ecole-release-data-');
    cpSync(join(REPO_ROOT, 'packages/content/data'), data, { recursive: true });
    const legal = JSON.parse(readFileSync(join(data, 'school/legal.json'), 'utf8'));
    // 14 digits whose Luhn key does not hold: one digit mistyped.
    legal.siret = { value: '123 456 789 00012', status: 'confirmed' };
    writeFileSync(join(data, 'school/legal.json'), JSON.stringify(legal, null, 2));
    const store = folder('ecole-release-store-');

    const run = await release({ CONTENT_DATA_DIR: data, RELEASES_DIR: store });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toContain('✗ Release refusée : le contenu ne passe pas ses contrôles (1 problème');
    expect(run.stderr).toMatch(
      /school\/legal\.json, champ siret « Numéro SIRET » : « 123 456 789 00012 » n’est pas un numéro SIRET valide .*Correction : recopiez les 14 chiffres/,
    );
    expect(run.stderr).toContain('npm run edit');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(store, 'site'))).toBe(false);
  });

  it('releases the built site when the content passes (after a build)', async () => {
    expect(existsSync(defaultRoots().site), `build the site first: ${defaultRoots().site}`).toBe(true);
    const store = folder('ecole-release-store-');
    const run = await release({ RELEASES_DIR: store });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('Contenu vérifié : données conformes à leurs schémas, typographie et liens des pages corrects.');
    expect(run.stdout).toMatch(/Release site@\S+ créée/);
  });
});
