// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rollup } from 'vite';
import { expect, it } from 'vitest';

/**
 * Pages must render and hydrate without supabase-js (about 50 kB gzipped): the form downloads it
 * on first focus. A static `import` slipped in anywhere would silently pull it into the page's
 * bundle, so build the form as an app would and look at the chunks.
 */
it('keeps supabase-js out of the chunk that renders the form, in a chunk of its own', async () => {
  const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: entry, preserveEntrySignatures: 'exports-only' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');

  const entryChunk = chunks.find((chunk) => chunk.isEntry);
  expect(entryChunk?.exports).toContain('ContactForm');
  // The header supabase-js sends with every request ('X-Client-Info') marks its code.
  const marker = '"X-Client-Info"';
  expect(entryChunk?.code).not.toContain(marker);
  const lazy = chunks.filter((chunk) => chunk.isDynamicEntry);
  expect(lazy.some((chunk) => chunk.code.includes(marker))).toBe(true);
}, 120_000);
