// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH } from '@ecole/settings/localSupabase';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

/** The form built as an app would build it, its chunks in memory. */
async function buildForm({ minify = false, env = {} }: { minify?: boolean; env?: Record<string, string> } = {}): Promise<Rollup.OutputChunk[]> {
  const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    // What Vite inlines from the build's environment (VITE_SUPABASE_URL…).
    define: Object.fromEntries(Object.entries(env).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)])),
    build: {
      write: false,
      minify,
      rollupOptions: { input: entry, preserveEntrySignatures: 'exports-only' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((output) => output.output).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

/**
 * The browser's Supabase client (postgrest-js and functions-js), gzip level 9, at most. Measured
 * 5.7 KB here, 18.0 KB raw (issue 25; supabase-js, which it replaces, was 50.2 KB, 198.2 KB raw;
 * KB = 1 024 bytes): a change that needs more says so here, in review.
 */
const CLIENT_BUDGET_BYTES = 6.5 * 1024;

describe('the form’s bundle', () => {
  /**
   * Pages must render and hydrate without the Supabase client: the form downloads it on first
   * focus. A static `import` slipped in anywhere would silently pull it into the page's bundle, so
   * build the form as an app would and look at the chunks.
   */
  it('keeps the Supabase client out of the chunk that renders the form, in a small chunk of its own', async () => {
    const chunks = await buildForm({ minify: true });
    const entryChunk = chunks.find((chunk) => chunk.isEntry);
    expect(entryChunk?.exports).toContain('ContactForm');
    // The header functions-js reads on every answer ('x-relay-error') marks the client's code.
    const marker = 'x-relay-error';
    expect(entryChunk?.code.includes(marker)).toBe(false);
    const client = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.code.includes(marker));
    expect(client).toHaveLength(1);
    expect(gzipSync(client[0]!.code, { level: 9 }).length).toBeLessThanOrEqual(CLIENT_BUDGET_BYTES);
    // No build environment inlined whole (a bare `import.meta.env`: release and chrome stamps, issue 25).
    for (const chunk of chunks) expect(/[{,]BASE_URL:/.test(chunk.code), chunk.fileName).toBe(false);
    // Only what the two calls need: no auth, storage or realtime client in any chunk.
    for (const chunk of chunks) expect(/GoTrueClient|StorageClient|RealtimeClient|phoenix/.test(chunk.code), chunk.fileName).toBe(false);
  }, 120_000);

  it('carries the stand-in’s demo key and path only when built without a project (issue 24)', async () => {
    const local = (await buildForm({ minify: true })).map((chunk) => chunk.code).join('\n');
    expect(local.includes(LOCAL_ANON_KEY)).toBe(true);
    expect(local.includes(LOCAL_SUPABASE_PATH)).toBe(true);

    const project = { VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: 'public-anon-key' };
    const hosted = (await buildForm({ minify: true, env: project })).map((chunk) => chunk.code).join('\n');
    // Booleans, not the code: a failure must not print a whole bundle.
    expect(hosted.includes(project.VITE_SUPABASE_URL)).toBe(true);
    expect(hosted.includes(LOCAL_ANON_KEY)).toBe(false);
    expect(hosted.includes(LOCAL_SUPABASE_PATH)).toBe(false);
  }, 120_000);
});
