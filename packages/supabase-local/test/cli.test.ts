import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../src/keys.ts';
import { tempDir } from './helpers.ts';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

function runCli(args: string[]): { child: ChildProcess; output: () => string } {
  // Node with tsx's loader, not the tsx command: tsx relays signals to a node child of its own and,
  // on a loaded machine, could exit 143 before learning that the child handles SIGTERM (a wrapper's
  // race, not the CLI's behaviour, which this test is about).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: PACKAGE_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe('ecole-supabase-local (CLI)', () => {
  it('exits non-zero with a French explanation when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { child, output } = runCli(['--memory', '--port', String(port)]);
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(output()).toContain(`le port ${port} est déjà utilisé`);
      expect(output()).toContain('--port');
    } finally {
      blocker.close();
    }
  });

  it('prints the URL, the anon key and the outbox, serves, and stops cleanly on SIGTERM', async () => {
    const outbox = tempDir('cli-outbox');
    const { child, output } = runCli(['--memory', '--port', '0', '--outbox', outbox]);
    const deadline = Date.now() + 60_000;
    while (!output().includes('Ctrl+C') && child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const url = /prêt sur (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1];
    expect(url, output()).toBeDefined();
    expect(output()).toContain(LOCAL_ANON_KEY);
    expect(output()).toContain(outbox);
    expect((await fetch(`${url}/__local/health`)).status).toBe(200);

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  }, 90_000);
});
