import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ROUTES } from '@ecole/routes';
import { expect, test } from '../support/test.ts';

const require = createRequire(import.meta.url);
/** The Nu HTML Checker (the W3C's validator), run with the system's Java (no download). */
const VNU_JAR = join(dirname(require.resolve('vnu-jar')), 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
}

test('every page is valid HTML for the Nu HTML Checker, as served', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'ecole-vnu-'));
  try {
    const files: string[] = [];
    // Every route, the staff desk's shell included, as served.
    for (const path of [...ROUTES.map((route) => route.path), '/page-introuvable']) {
      const file = join(dir, `${path === '/' ? 'accueil' : path.slice(1).replace(/\//g, '-')}.html`);
      writeFileSync(file, await (await request.get(path)).text());
      files.push(file);
    }
    const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', ...files], {
      maxBuffer: 32 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    expect(messages.map((message) => `${message.url?.split('/').pop()}: ${message.message} « ${message.extract ?? ''} »`)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
