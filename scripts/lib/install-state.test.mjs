// The staff commands' launcher (scripts/run-tool.mjs, issue 33): when it installs the workspace
// first, and that, installed, it says nothing of its own and passes the command's output and exit
// code through. A fresh clone's full install is not run here (minutes); its decision is.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { installState, markInstalled, needsInstall } from './install-state.mjs';
import { ROOT } from './run.mjs';

test('a fresh clone installs first; an install that matches the lockfile does not', () => {
  const root = mkdtempSync(join(tmpdir(), 'ecole-install-'));
  writeFileSync(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n');
  // A fresh clone: no node_modules.
  assert.equal(needsInstall(installState(root)), true);
  // Installed by pnpm (npm start, npm test): its record is the lockfile.
  mkdirSync(join(root, 'node_modules/.pnpm'), { recursive: true });
  mkdirSync(join(root, 'node_modules/tsx'));
  writeFileSync(join(root, 'node_modules/tsx/package.json'), '{}');
  writeFileSync(join(root, 'node_modules/.pnpm/lock.yaml'), 'lockfileVersion: 9.0\n');
  assert.equal(needsInstall(installState(root)), false);
  // A pull changed the lockfile: install again.
  writeFileSync(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n# changed\n');
  assert.equal(needsInstall(installState(root)), true);
  // The launcher's own mark counts too (pnpm's record may be written differently).
  markInstalled(root);
  assert.equal(needsInstall(installState(root)), false);
  // tsx gone: install.
  assert.equal(needsInstall({ ...installState(root), tsx: false }), true);
});

test('installed, the launcher only runs the command: its output, its exit code, nothing of its own', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'ecole-run-tool-'));
  const run = (args) =>
    spawnSync(process.execPath, [join(ROOT, 'scripts/run-tool.mjs'), 'packages/supabase-local/src/mails-cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, SUPABASE_OUTBOX_DIR: outbox },
      encoding: 'utf8',
    });
  const listed = run([]);
  assert.equal(listed.status, 0, listed.stderr);
  assert.equal(listed.stdout, `La boîte d’envoi locale est vide (${outbox}).\n`);
  assert.equal(listed.stderr, `Boîte d’envoi lue\u00a0: ${outbox}\n`);
  const refused = run(['--limit', '0']);
  assert.equal(refused.status, 2);
  assert.match(refused.stderr, /^--limit invalide\u00a0: «\u00a00\u00a0»/);
});
