/**
 * Deploys to Cloudflare with its own CLI, Wrangler 4 on Node 22 (wrangler.ts). `--dry-run` makes
 * wrangler check everything without an account: what the tests run, and what they read to know
 * what a deploy would upload.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bundleWorker, WORKER_ENTRIES, type WorkerKind, type WranglerConfig } from '@ecole/proxy';
import { assetsOfDryRun, runInvocation, type WranglerRun, wranglerInvocation } from './wrangler.ts';

export type { WranglerRun } from './wrangler.ts';

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

/** What a dry run says a deploy would upload. */
export interface DryRunUpload {
  /** The Worker's modules, as wrangler wrote them into `--outdir`. */
  modules: { name: string; text: string }[];
  /** The static assets, paths inside the assets folder, sorted. */
  assets: string[];
}

/**
 * A Worker of ours bundled by the workspace's esbuild, the very module the local edge runs
 * (bundleWorker), handed to wrangler as is (`no_bundle`): what is deployed is byte for byte what
 * the tests ran. `find_additional_modules: false`: with `no_bundle` wrangler otherwise attaches
 * every `.html` file under the module's folder as a module of the Worker, and the deployment
 * folders sit there (the Wrangler 4 dry run showed each page of the release in the upload).
 */
async function prebundled(file: string, config: WranglerConfig): Promise<WranglerConfig> {
  const kind = (Object.keys(WORKER_ENTRIES) as WorkerKind[]).find((each) => WORKER_ENTRIES[each] === config.main);
  if (!kind) return config;
  const main = join(dirname(file), `${config.name}.worker.mjs`);
  await writeFile(main, await bundleWorker(kind));
  return { ...config, main, no_bundle: true, find_additional_modules: false };
}

async function modulesIn(outdir: string): Promise<DryRunUpload['modules']> {
  const names = (await readdir(outdir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(outdir.length + 1))
    // wrangler's own note on the folder, not part of the Worker.
    .filter((name) => name !== 'README.md')
    .sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(outdir, name), 'utf8') })));
}

/**
 * Writes `config` to `file` and runs `wrangler <command>` with it (`deploy`, or `versions upload`
 * and its `extraArgs` for a preview). Rejects, with wrangler's output, when it fails. `dryRun`:
 * checks only, nothing is sent; `upload` then says what would have been.
 */
export async function wranglerUpload(
  file: string,
  config: WranglerConfig,
  { dryRun = false, command = ['deploy'], extraArgs = [] }: { dryRun?: boolean; command?: string[]; extraArgs?: string[] } = {},
): Promise<WranglerRun & { upload?: DryRunUpload }> {
  await writeFile(file, `${JSON.stringify(await prebundled(file, config), null, 2)}\n`);
  const outdir = dryRun ? await mkdtemp(join(tmpdir(), 'ecole-wrangler-')) : undefined;
  const args = [...command, '--config', file, ...extraArgs, ...(outdir ? ['--dry-run', '--outdir', outdir] : [])];
  try {
    // A dry run lists each asset it read in its debug log: what a deploy would upload.
    const run = await runInvocation(wranglerInvocation(args), dirname(file), `wrangler ${command.join(' ')}`, outdir ? { WRANGLER_LOG: 'debug' } : {});
    if (!outdir) return run;
    return { ...run, upload: { modules: await modulesIn(outdir), assets: config.assets ? assetsOfDryRun(run.output) : [] } };
  } finally {
    if (outdir) await rm(outdir, { recursive: true, force: true });
  }
}

/**
 * `wrangler deploy` (see wranglerUpload); `extraArgs`: the version's tag and message
 * (platformVersions.ts annotationArgs), which Cloudflare gives back to a checkout with no history.
 */
export const wranglerDeploy = (file: string, config: WranglerConfig, options: { dryRun?: boolean; extraArgs?: string[] } = {}) =>
  wranglerUpload(file, config, options);
