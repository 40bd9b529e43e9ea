/**
 * npm run release:version
 *
 * Consumes the pending changesets into versions of what ships (versioning.ts): each changeset is
 * folded onto the apps and the backend, a change that reaches none of them (tooling) goes to the
 * tooling log `CHANGELOG.md` at the root, then `changeset version` writes each shipped package's
 * version and CHANGELOG.md. `npm run release` records the app's version in `release.json` and in
 * the `release` meta of its pages.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from '@ecole/proxy';
import { workspacePackages } from '../ciPaths.ts';
import { foldChangeset, formatChangeset, parseChangeset, SHIPPED_PACKAGES } from '../versioning.ts';
import type { Steps } from './steps.ts';

const CHANGESET_DIR = '.changeset';
const TOOLING_LOG = 'CHANGELOG.md';

function versionsOf(root: string): Map<string, string> {
  const packages = workspacePackages(root);
  return new Map(
    SHIPPED_PACKAGES.map((name) => {
      const dir = packages.get(name)?.dir;
      const version = dir ? (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { version: string }).version : '?';
      return [name, version];
    }),
  );
}

export async function versionCommand(_args: string[], steps: Steps, root = REPO_ROOT): Promise<void> {
  steps.plan(2);
  steps.next('Changesets ramenés aux applications et au backend');
  const dir = join(root, CHANGESET_DIR);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort();
  if (files.length === 0) {
    console.log('Aucun changeset en attente\u00a0: rien à versionner.');
    return;
  }
  const packages = workspacePackages(root);
  const tooling: string[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const folded = foldChangeset(parseChangeset(readFileSync(path, 'utf8'), `${CHANGESET_DIR}/${file}`), packages);
    if (folded.changeset) writeFileSync(path, formatChangeset(folded.changeset));
    else {
      tooling.push(`- ${parseChangeset(readFileSync(path, 'utf8')).summary.replace(/\n/g, '\n  ')} (${folded.internal.join(', ')})`);
      rmSync(path);
    }
  }
  console.log(`${files.length} changesets\u00a0: ${files.length - tooling.length} sur ce qui est livré, ${tooling.length} sur l’outillage seul.`);
  if (tooling.length > 0) {
    const log = join(root, TOOLING_LOG);
    if (!existsSync(log)) {
      writeFileSync(
        log,
        '# Outillage\n\nLes changements des paquets internes que ni les applications ni le backend ne contiennent (commandes de release, banc de mesure, tests de bout en bout) : ils ne sont pas livrés, donc pas versionnés (`npm run release:version`, docs/releases.md).\n',
      );
    }
    appendFileSync(log, `\n## ${new Date().toISOString().slice(0, 10)}\n\n${tooling.join('\n')}\n`);
  }

  steps.next('changeset version');
  const before = versionsOf(root);
  // The changesets CLI of the lockfile (the root's devDependency), run in `root`.
  const bin = createRequire(join(REPO_ROOT, 'package.json')).resolve('@changesets/cli/bin.js');
  const run = spawnSync(process.execPath, [bin, 'version'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`changeset version a échoué (code ${run.status}).`);
  const after = versionsOf(root);
  for (const name of SHIPPED_PACKAGES) {
    const was = before.get(name);
    const now = after.get(name);
    console.log(`  ${name.padEnd(26)} ${was === now ? `${now} (inchangé)` : `${was} → ${now}`}`);
  }
}
