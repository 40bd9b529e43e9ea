/**
 * The deploy's wrangler (issue 38): Wrangler 4, pinned, run on Node 22, both fetched from the npm
 * registry by npx (`node@22` ships Node's own binary, as `node@24` does for `npm test`,
 * scripts/lib/run.mjs). Wrangler 4 refuses Node 20, which builds and tests still run on here; it is
 * not a dependency of the workspace for the same reason (`engine-strict=true` would refuse the
 * install on Node 20). The local edge keeps Miniflare 3 (docs/releases.md, « the version gap »).
 */
import { spawn } from 'node:child_process';

/** The exact Wrangler every deploy, rollback and preview runs. */
export const WRANGLER_PACKAGE = 'wrangler@4.164.0';
/** The Node it runs on: the LTS of `.nvmrc`, whatever Node runs the deploy command. */
export const DEPLOY_NODE = 'node@22';

export interface Invocation {
  command: string;
  args: string[];
  /** Added to the environment. */
  env: NodeJS.ProcessEnv;
}

/**
 * `bin args…` with Node 22 and Wrangler 4 first on the PATH: wrangler's `#!/usr/bin/env node`
 * finds Node 22 there. npm itself still runs on the machine's Node, so its `engine-strict` (the
 * project's `.npmrc`) must not judge Wrangler's `engines` against it.
 */
export function onDeployToolchain(bin: string, args: readonly string[]): Invocation {
  return {
    command: 'npx',
    args: ['-y', '-p', DEPLOY_NODE, '-p', WRANGLER_PACKAGE, bin, ...args],
    // npm's own warnings (each package's engines, judged against that Node) are not wrangler's output.
    env: { npm_config_engine_strict: 'false', npm_config_update_notifier: 'false', npm_config_loglevel: 'error' },
  };
}

/**
 * `wrangler args…`, or `ECOLE_WRANGLER` (a script run with this Node): the deploy tests point it at
 * a fake that records each upload, since a real deploy needs an account (test/support/fakeWrangler.mjs).
 */
export function wranglerInvocation(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Invocation {
  const fake = env.ECOLE_WRANGLER;
  if (fake) return { command: process.execPath, args: [fake, ...args], env: {} };
  return onDeployToolchain('wrangler', args);
}

export interface WranglerRun {
  /** What wrangler printed (stdout and stderr). */
  output: string;
}

/** Runs `invocation` in `cwd`; rejects, with `label` and what it printed, when it fails. */
export function runInvocation(invocation: Invocation, cwd: string, label: string, env: NodeJS.ProcessEnv = {}): Promise<WranglerRun> {
  return new Promise<WranglerRun>((done, fail) => {
    const child = spawn(invocation.command, invocation.args, {
      cwd,
      // No usage report from a build machine; no colour codes in what we print back.
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0', CI: 'true', ...invocation.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done({ output }) : fail(new Error(`${label} a échoué (code ${code}) :\n${output}`))));
  });
}

/**
 * The static assets wrangler says it would upload, from its debug log (`WRANGLER_LOG=debug`):
 * after « Read N files from the assets directory », one `/path` line per entry of the folder
 * (folders included), then « Ignoring asset: path » for each `.assetsignore` match.
 */
export function assetsOfDryRun(output: string): string[] {
  const lines = output.split(/\r?\n/);
  const start = lines.findIndex((line) => /Read \d+ files? from the assets directory/.test(line));
  if (start === -1) return [];
  const entries: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('/')) break;
    entries.push(line.slice(1));
  }
  const ignored = new Set(lines.flatMap((line) => /^Ignoring asset: (.+)$/.exec(line)?.[1] ?? []));
  const folders = new Set(entries.filter((entry) => entries.some((other) => other.startsWith(`${entry}/`))));
  return entries.filter((entry) => !folders.has(entry) && !ignored.has(entry)).sort();
}

/** Wrangler's output without the lines its debug log adds (each asset, the metrics it did not send). */
export function withoutDebugLines(output: string): string {
  return output
    .split('\n')
    .filter((line) => !/^(\/|Ignoring asset: |Metrics dispatcher: |\.env file not found |🪵)/.test(line))
    .join('\n');
}
