// The last step of `npm start` (scripts/serve.ts): the stand-in and the embedded proxy start,
// the URL is printed, and the site answers there. Needs the apps built (the test command
// builds them first). Free ports and a throwaway database, so a running `npm start` is no bother.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './run.mjs';

test('npm start serves the site on the URL it prints, with the local Supabase', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ecole-serve-'));
  // Node with tsx's loader, not the tsx wrapper (whose signal relay can race a loaded machine).
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/serve.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', SUPABASE_PORT: '0', SUPABASE_DATA_DIR: dataDir, ACCESS_LOG: join(dataDir, 'access.log') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    const urls = await new Promise((resolve, reject) => {
      // A bound against a hang only, sized for a loaded 2-core machine (PGlite's migrations and
      // Deno's start took over a minute there): a fast machine prints the URL in seconds.
      const timer = setTimeout(() => reject(new Error(`no URL printed within 10 minutes:\n${output}`)), 600_000);
      const read = (chunk) => {
        output += chunk;
        const site = /Site disponible sur (http:\/\/\S+)/.exec(output)?.[1];
        const supabase = /Supabase local : (http:\/\/\S+)/.exec(output)?.[1];
        if (site && supabase) {
          clearTimeout(timer);
          resolve({ site, supabase });
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => reject(new Error(`serve.ts exited (${code}):\n${output}`)));
    });
    const home = await fetch(urls.site);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<h1[\s>]/);
    assert.equal((await fetch(new URL('/page-inconnue', urls.site))).status, 404);
    assert.equal((await fetch(new URL('/__local/health', urls.supabase))).status, 200);
    // The access log the campaign report reads: one JSON line per request, written as it ends.
    const logFile = join(dataDir, 'access.log');
    const read = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
    for (let tries = 0; tries < 100 && !read().includes('/page-inconnue'); tries += 1) await new Promise((done) => setTimeout(done, 50));
    assert.match(read(), /"path":"\/page-inconnue","status":404/);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
