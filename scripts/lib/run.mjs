// Small helpers shared by the README's commands: numbered progress lines and child processes
// that stream their output and stop the whole command when they fail.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// The day a build is "as of" (DESIGN.md §2.7): dated content such as the next AI session is
// computed against it. Set here, it is part of Turborepo's cache key (turbo.json globalEnv), so a
// build cached yesterday is never served today with a session that has since passed.
process.env.SITE_AS_OF ||= new Date().toISOString().slice(0, 10);

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PNPM = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).packageManager;

let stepCount = 0;
let stepTotal = 0;
const started = Date.now();
/** Each step's label and start, for the table of durations `stepDurations` prints at the end. */
const steps = [];

export function planSteps(total) {
  stepTotal = total;
  stepCount = 0;
}

/** Prints `[2/6] Build des applications…` with the time elapsed since the command started. */
export function step(label) {
  stepCount += 1;
  steps.push({ label, startedAt: Date.now() });
  const elapsed = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n[${stepCount}/${stepTotal}] ${label} (${elapsed} s écoulées)`);
}

const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

/**
 * The steps run so far, each with its duration, and the total: what to look at when the command
 * gets slower (issue 36: `npm test` within 12 minutes on a quiet 2-core machine). Lines, not a
 * table with borders: the CI log keeps them readable.
 */
export function stepDurations(now = Date.now()) {
  const lines = steps.map(({ label, startedAt }, index) => {
    const end = steps[index + 1]?.startedAt ?? now;
    return `  ${duration(end - startedAt).padStart(10)}  [${index + 1}/${stepTotal}] ${label}`;
  });
  return ['Durée de chaque étape :', ...lines, `  ${duration(now - started).padStart(10)}  en tout`].join('\n');
}

export function fail(message) {
  console.error(`\n✗ ${message}`);
  if (steps.length > 0) console.error(`\n${stepDurations()}`);
  process.exit(1);
}

/**
 * Runs a command; resolves on exit 0, exits the process otherwise. With `onOutput`, its output
 * is also handed over line by line (still printed as it comes), e.g. to count tests.
 */
export function run(command, args, options = {}) {
  const { allowFailure = false, env, cwd = ROOT, onOutput } = options;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: onOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (onOutput) {
      for (const [stream, sink] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let pending = '';
        stream.on('data', (chunk) => {
          sink.write(chunk);
          const lines = (pending + chunk.toString()).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) onOutput(line);
        });
        stream.on('end', () => pending && onOutput(pending));
      }
    }
    child.on('exit', (code, signal) => {
      if (code === 0 || allowFailure) resolve(code ?? 1);
      else fail(`« ${[command, ...args].join(' ')} » a échoué (${signal ?? `code ${code}`}).`);
    });
  });
}

/** The command line of `pnpm <args>` with the pinned version, fetched by npx (corepack cannot fetch pnpm here). */
export function pnpmCommand(args) {
  return { command: 'npx', args: ['-y', PNPM, ...args] };
}

/** The current LTS the project is also proved on (issue 38): Node's own binaries, from the npm registry. */
export const NEXT_NODE = 'node@24';

/**
 * How to run `pnpm <args>` under Node 24 fetched from the npm registry (`node@24` ships Node's own
 * binary), whatever Node runs this script: `{ command, args, env, version }`, Node 24's binary
 * running pnpm's own entry, with Node 24's folder first on the PATH so that pnpm, Vitest and every
 * child they start run on it. Both are found once through npx (which fetches them the first time):
 * asking npx again for each of the 24 suites cost about 4 s of CPU each, npm resolving the same
 * packages again.
 */
export function nextNodePnpm() {
  const found = (packages, script) => {
    const result = spawnSync('npx', ['-y', ...packages.flatMap((name) => ['-p', name]), 'sh', '-c', script], { encoding: 'utf8' });
    if (result.status !== 0) fail(`npx -p ${packages.join(' -p ')} a échoué :\n${result.stderr}`);
    return result.stdout.trim();
  };
  const [execPath = '', version = ''] = found([NEXT_NODE], 'node -p "process.execPath + \'\\n\' + process.version"').split('\n');
  if (!version.startsWith('v24.')) fail(`${NEXT_NODE} a donné Node ${version || '?'}, pas Node 24.`);
  const pnpmEntry = realpathSync(found([PNPM], 'command -v pnpm'));
  const env = { ...process.env, PATH: `${dirname(execPath)}${delimiter}${process.env.PATH ?? ''}` };
  return { version, env, command: (args) => ({ command: execPath, args: [pnpmEntry, ...args] }) };
}

/** Runs `pnpm <args>` (see `pnpmCommand`). */
export function pnpm(args, options) {
  const { command, args: fullArgs } = pnpmCommand(args);
  return run(command, fullArgs, options);
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Node ${process.versions.node} est trop ancien : il faut Node 20.19 ou plus récent.`);
  }
}
