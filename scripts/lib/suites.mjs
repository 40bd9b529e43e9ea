// Runs the workspace's test suites (every package with a `test` script) a fixed number at a time,
// and says which are running: a line when each starts and ends, and every minute the ones still
// running with their time so far. Two at a time on the 2-core build machines; each Vitest suite
// uses one worker (@ecole/test-config), so the command never asks for more than the cores.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

/** Where workspace packages live (pnpm-workspace.yaml). */
const WORKSPACE_DIRS = ['apps', 'packages'];
const WORKSPACE_PACKAGES = ['supabase', 'e2e'];

/**
 * The longest suites start first, so the last minutes are not one long suite running alone
 * (release, 140 s, started last and ran alone for a minute). Only an order: a suite missing from
 * this list still runs, after those in it. Measured on 28 November 2026 (fresh clone, quiet 2-core
 * machine, each suite's files in one module graph): 136, 95, 72, 37, 36, 31, 23, 21, 18, 18, 13 s.
 */
const LONGEST_FIRST = [
  '@ecole/release',
  '@ecole/supabase-local',
  '@ecole/supabase',
  '@ecole/campaigns',
  '@ecole/contact',
  '@ecole/proxy',
  '@ecole/ui',
  '@ecole/staff-export',
  '@ecole/sections',
  '@ecole/storybook',
  '@ecole/content',
];

/** `{ name, dir, scripts }` of every workspace package (a folder with a `package.json`). */
export function workspacePackages() {
  const dirs = [...WORKSPACE_DIRS.flatMap((parent) => readdirSync(join(ROOT, parent)).map((child) => join(parent, child))), ...WORKSPACE_PACKAGES];
  return dirs
    .filter((dir) => existsSync(join(ROOT, dir, 'package.json')))
    .map((dir) => {
      const { name, scripts = {} } = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
      return { name, dir, scripts };
    });
}

/** `{ name, dir }` of every workspace package with a `test` script, but those in `exclude`. */
export function testSuites({ exclude = [] } = {}) {
  const suites = workspacePackages()
    .filter(({ name, scripts }) => scripts.test && !exclude.includes(name))
    .map(({ name, dir }) => ({ name, dir }));
  const rank = (name) => (LONGEST_FIRST.includes(name) ? LONGEST_FIRST.indexOf(name) : LONGEST_FIRST.length);
  return suites.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs `command` in each suite's folder (or the suite's own `command`, `args` and `env`), `concurrency`
 * at a time. Every output line is printed with the suite's name and the task in front
 * (`@ecole/ui:test: …`) and handed to `onOutput`. Resolves with the suites that failed, after all
 * have run: one failure does not hide the others' results.
 */
export async function runSuites(suites, { command, args, env = process.env, task = 'test', concurrency = 2, onOutput = () => {}, heartbeatMs = 60_000 }) {
  const queue = [...suites];
  const running = new Map();
  const failed = [];
  let done = 0;
  const heartbeat = setInterval(() => {
    const now = Date.now();
    const list = [...running].map(([name, startedAt]) => `${name} (${seconds(now - startedAt)})`).join(', ');
    if (list) console.log(`… en cours : ${list}`);
  }, heartbeatMs);

  const runOne = (suite) =>
    new Promise((resolve) => {
      const startedAt = Date.now();
      running.set(suite.name, startedAt);
      console.log(`▶ ${suite.name} (${suite.dir}) démarre`);
      const child = spawn(suite.command ?? command, suite.args ?? args, {
        cwd: join(ROOT, suite.dir),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: suite.env ?? env,
      });
      const prefix = `${suite.name}:${task}: `;
      for (const [stream, sink] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let pending = '';
        const emit = (line) => {
          sink.write(`${prefix}${line}\n`);
          onOutput(`${prefix}${line}`);
        };
        stream.on('data', (chunk) => {
          const lines = (pending + chunk.toString()).split('\n');
          pending = lines.pop() ?? '';
          lines.forEach(emit);
        });
        stream.on('end', () => pending && emit(pending));
      }
      child.on('close', (code, signal) => {
        running.delete(suite.name);
        done += 1;
        const took = seconds(Date.now() - startedAt);
        if (code === 0) console.log(`✓ ${suite.name} en ${took} (${done}/${suites.length})`);
        else {
          failed.push(suite.name);
          console.log(`✗ ${suite.name} a échoué (${signal ?? `code ${code}`}) en ${took} (${done}/${suites.length})`);
        }
        resolve();
      });
    });

  const worker = async () => {
    for (let suite = queue.shift(); suite; suite = queue.shift()) await runOne(suite);
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, suites.length) }, worker));
  } finally {
    clearInterval(heartbeat);
  }
  return failed;
}
