#!/usr/bin/env node
// Runs one of the TypeScript staff commands of the root package.json (`npm run export-requests`,
// `mails`, `local-clock`…) on any checkout, fresh clone included (issue 33, point 5): the root
// scripts called `tsx` directly, which only exists once the workspace is installed, so a fresh
// clone answered `tsx: not found`. This installs the workspace first when it is not installed as
// the lockfile says (the pinned pnpm, frozen lockfile, as `npm start` does; its output on stderr
// so the command's stdout stays clean), and says nothing when it is; then runs the command with
// Node and tsx's loader, passing its arguments, exit code and signals through.
// Usage: node scripts/run-tool.mjs <file.ts relative to the repository> [arguments…]
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { installState, markInstalled, needsInstall } from './lib/install-state.mjs';
import { checkNode, pnpmCommand, ROOT } from './lib/run.mjs';

const [file, ...args] = process.argv.slice(2);
if (file === undefined) {
  console.error('Usage : node scripts/run-tool.mjs <fichier.ts> [arguments…]');
  process.exit(2);
}
checkNode();

if (needsInstall(installState(ROOT))) {
  console.error('Installation des dépendances du dépôt (pnpm, lockfile figé), une fois pour toutes…');
  const { command, args: install } = pnpmCommand(['install', '--frozen-lockfile']);
  const installed = spawnSync(command, install, { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  if (installed.status !== 0) {
    console.error(
      `\n✗ L’installation a échoué (${installed.error?.message ?? `code ${installed.status}`})\u00a0: relancez la commande, ou «\u00a0npm start\u00a0», qui installe aussi.`,
    );
    process.exit(1);
  }
  markInstalled(ROOT);
}

// tsx's loader, resolved now that it is installed (from this file: the root's node_modules).
const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), join(ROOT, file), ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal === null) process.exit(code ?? 1);
  // Ended by a signal: end the same way, so the shell sees it.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
