import { execFile } from 'node:child_process';

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command's file as staff run it, in a child process: Node with tsx's loader rather than
 * npx, so that npm's own warnings (an npm run in the test command's environment) never reach its
 * stderr, which the tests read whole.
 */
export function runCommandFile(
  file: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', file, ...args],
      { cwd: options.cwd, env: options.env ?? process.env, timeout: options.timeoutMs ?? 120_000, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A stack trace's line, which no answer to staff may hold. */
export const STACK_LINE = /\n\s+at /;
