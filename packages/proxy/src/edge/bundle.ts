import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The Workers of the edge target, as TypeScript entry points of this folder. */
export const WORKER_ENTRIES = {
  router: fileURLToPath(new URL('./router.worker.ts', import.meta.url)),
  app: fileURLToPath(new URL('./app.worker.ts', import.meta.url)),
} as const;

export type WorkerKind = keyof typeof WORKER_ENTRIES;

const bundles = new Map<WorkerKind, Promise<string>>();

/**
 * One Worker as a single ES module, the form workerd (Miniflare locally) loads. Wrangler bundles
 * the same entry with its own esbuild when it deploys (src/edge/wrangler.ts names it as `main`).
 * `process.env` is `{}`: the shared proxy modules read the local environment as their default,
 * and a Worker's settings are its variables instead.
 */
export function bundleWorker(kind: WorkerKind): Promise<string> {
  let bundle = bundles.get(kind);
  if (!bundle) {
    bundle = build({
      entryPoints: [WORKER_ENTRIES[kind]],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      mainFields: ['module', 'main'],
      conditions: ['workerd', 'worker', 'browser'],
      define: { 'process.env': '{}' },
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]!.text);
    bundle.catch(() => bundles.delete(kind));
    bundles.set(kind, bundle);
  }
  return bundle;
}
