/**
 * The release commands as real child processes, as `npm run deploy -- …` runs them:
 * `node --import tsx packages/release/src/cli.ts deploy …`, from the repository root.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunningCli {
  child: ChildProcess;
  done: Promise<CliRun>;
  /** Resolves once the output (stdout and stderr) matches. */
  printed(pattern: RegExp): Promise<string>;
}

/** Starts `cli.ts <args>`; `preload` modules are imported first (test/support/stallCopy.mjs). */
export function startCli(args: string[], options: { env?: NodeJS.ProcessEnv; preload?: string[] } = {}): RunningCli {
  const imports = ['tsx', ...(options.preload ?? [])].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, CLI, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const watchers: { pattern: RegExp; done: (text: string) => void }[] = [];
  const seen = () => {
    for (const watcher of [...watchers]) {
      const match = watcher.pattern.exec(stdout + stderr);
      if (match) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.done(match[0]);
      }
    }
  };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    seen();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    seen();
  });
  const done = new Promise<CliRun>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return {
    child,
    done,
    printed: (pattern) =>
      new Promise((resolve, reject) => {
        watchers.push({ pattern, done: resolve });
        seen();
        done.then(() => reject(new Error(`La commande ${args.join(' ')} a fini sans écrire ${pattern}\u00a0:\n${stdout}\n${stderr}`)));
      }),
  };
}

export const runCli = (args: string[], options?: Parameters<typeof startCli>[1]) => startCli(args, options).done;
