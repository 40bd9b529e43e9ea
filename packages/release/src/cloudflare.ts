/**
 * Deploys to Cloudflare with its own CLI, wrangler, pinned to 3.114.15 (the last line that runs on
 * Node 20; wrangler 4 needs Node 22). `--dry-run` makes wrangler bundle and check everything
 * without an account: what the tests run.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bundleWorker, WORKER_ENTRIES, type WorkerKind, type WranglerConfig } from '@ecole/proxy';

const WRANGLER = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');

/**
 * The wrangler to run: the package's own, or `ECOLE_WRANGLER` (a script run with Node): the
 * concurrent-deploy tests point it at a fake that records each upload, since a real deploy needs
 * an account (test/support/fakeWrangler.mjs).
 */
const wranglerEntry = () => process.env.ECOLE_WRANGLER || WRANGLER;

/** What a real deploy needs from the environment (a CI secret, never a committed file). */
export const CLOUDFLARE_ENV = ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID'] as const;

export function missingCloudflareEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return CLOUDFLARE_ENV.filter((name) => !env[name]?.trim());
}

/**
 * What Cloudflare is not sent of a deployment: the build's brotli and gzip copies (issue 25,
 * point 4), which nginx and the embedded proxy serve but Cloudflare does not (it compresses on its
 * own), and which would count against its limit on the number of files. Wrangler reads the
 * patterns from `.assetsignore` at the root of the assets folder.
 */
export const CLOUDFLARE_ASSETS_IGNORE = ['*.br', '*.gz'] as const;

/** Writes `.assetsignore` into a deployment folder bound for Cloudflare. */
export async function ignoreCompressedCopies(folder: string): Promise<void> {
  await writeFile(join(folder, '.assetsignore'), `${CLOUDFLARE_ASSETS_IGNORE.join('\n')}\n`);
}

/**
 * The Worker version an upload made, from wrangler's output (« Current Version ID: … », printed by
 * wrangler 3 and 4 after a deploy), or `undefined` when it printed none (a dry run).
 */
export function workerVersionOf(output: string): string | undefined {
  return /Current Version ID:\s*([0-9a-f-]{8,})/i.exec(output)?.[1];
}

export interface WranglerRun {
  /** What wrangler printed (stdout and stderr). */
  output: string;
}

/**
 * A Worker of ours bundled by the workspace's esbuild, the very module the local edge runs
 * (bundleWorker), handed to wrangler as is (`no_bundle`): wrangler 3's own esbuild (0.17) cannot
 * read the content's JSON modules (`import … with { type: 'json' }`, issue 35's data files), and
 * what is deployed is then byte for byte what the tests ran.
 */
async function prebundled(file: string, config: WranglerConfig): Promise<WranglerConfig> {
  const kind = (Object.keys(WORKER_ENTRIES) as WorkerKind[]).find((each) => WORKER_ENTRIES[each] === config.main);
  if (!kind) return config;
  const main = join(dirname(file), `${config.name}.worker.mjs`);
  await writeFile(main, await bundleWorker(kind));
  return { ...config, main, no_bundle: true };
}

/**
 * Writes `config` to `file` and runs `wrangler deploy` with it. Rejects, with wrangler's output,
 * when it fails. `dryRun`: bundles and validates only, nothing is sent.
 */
export async function wranglerDeploy(file: string, config: WranglerConfig, { dryRun = false } = {}): Promise<WranglerRun> {
  await writeFile(file, `${JSON.stringify(await prebundled(file, config), null, 2)}\n`);
  const outdir = dryRun ? await mkdtemp(join(tmpdir(), 'ecole-wrangler-')) : undefined;
  const args = [wranglerEntry(), 'deploy', '--config', file, ...(outdir ? ['--dry-run', '--outdir', outdir] : [])];
  try {
    return await new Promise<WranglerRun>((done, fail) => {
      const child = spawn(process.execPath, args, {
        cwd: dirname(file),
        // No usage report from a build machine; no colour codes in what we print back.
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0', CI: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      child.once('error', fail);
      child.once('exit', (code) => (code === 0 ? done({ output }) : fail(new Error(`wrangler deploy a échoué (code ${code}) :\n${output}`))));
    });
  } finally {
    if (outdir) await rm(outdir, { recursive: true, force: true });
  }
}
