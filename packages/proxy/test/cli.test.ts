import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { findRoute } from '@ecole/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFakeBuilds } from './fixtures/make-fake-builds.ts';
import { send } from './support/http.ts';

// The package's `bin`, as `pnpm exec ecole-proxy` runs it.
const BIN = fileURLToPath(new URL('../bin/ecole-proxy.mjs', import.meta.url));
const builds = await makeFakeBuilds();
afterAll(() => builds.cleanup());

describe('ecole-proxy', () => {
  it.each(['serve', 'nginx'])('%s prints where the site is, then serves it until stopped', async (command) => {
    const child = spawn(process.execPath, [BIN, command, '--port', '0', '--repo', builds.dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Another folder than the package: the launcher must find tsx by itself.
      cwd: tmpdir(),
    });
    try {
      let output = '';
      const url = await new Promise<string>((done, fail) => {
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          output += chunk;
          const match = /Site disponible sur (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) done(match[1]!);
        });
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
        child.once('exit', () => fail(new Error(`ecole-proxy ${command} s’est arrêté : ${output}`)));
      });
      const page = await send(url, '/formation-ia');
      expect(page.status).toBe(200);
      // An arrival from outside: the experiment on this page serves either variant (issue 37).
      expect(page.text).toContain(`<h1>${findRoute('/formation-ia')!.title}`);
      // Stopped, it stops serving: no nginx left behind on its own (it was, when the signal came
      // before the command listened for it).
      child.kill('SIGTERM');
      await once(child, 'exit');
      expect(child.exitCode).toBe(0);
      await expect(send(url, '/formation-ia')).rejects.toThrow();
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    }
  });
});
