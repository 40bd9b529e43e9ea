#!/usr/bin/env node
// Runs the pinned pnpm without needing it installed: corepack cannot fetch pnpm on the build
// machines, `npx -y pnpm@<version>` can. The version comes from package.json#packageManager.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pnpm = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).packageManager;
const result = spawnSync('npx', ['-y', pnpm, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
