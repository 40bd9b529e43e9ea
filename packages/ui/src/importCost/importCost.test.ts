// @vitest-environment node

import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { RADIX_PACKAGES, type RadixPackage, radixPackagesIn } from './radixMarkers.ts';

const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));

/** Production build of the two fixture pages, in memory. */
async function buildFixtures(): Promise<Rollup.OutputChunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      rollupOptions: { input: { chrome: fixture('chromePage.tsx'), interactive: fixture('interactivePage.tsx') } },
    },
  });
  const [output] = Array.isArray(result) ? result : [result as Rollup.RollupOutput];
  return output!.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
}

/** The chunk and every chunk it imports statically: what the browser downloads up front. */
function staticClosure(chunks: readonly Rollup.OutputChunk[], entry: Rollup.OutputChunk): Rollup.OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  visit(entry);
  return [...seen.values()];
}

const holds = (chunk: Rollup.OutputChunk, name: RadixPackage) => chunk.moduleIds.some((id) => id.includes(`/node_modules/${name}/`));

describe('import cost of a page with only the chrome (header, footer) and a hero (a real Vite build)', () => {
  let chunks: Rollup.OutputChunk[];
  let entry: (name: string) => Rollup.OutputChunk;
  beforeAll(async () => {
    chunks = await buildFixtures();
    entry = (name) => chunks.find((chunk) => chunk.isEntry && chunk.name === name)!;
  }, 60_000);

  it('downloads no Radix tabs or toast code up front', () => {
    const upFront = staticClosure(chunks, entry('chrome'));
    for (const chunk of upFront) {
      expect(
        RADIX_PACKAGES.filter((name) => holds(chunk, name)),
        chunk.fileName,
      ).toEqual([]);
      expect(radixPackagesIn(chunk.code), chunk.fileName).toEqual([]);
    }
  });

  it('keeps the toast code in a chunk loaded on demand', () => {
    const upFront = new Set(staticClosure(chunks, entry('chrome')).map((chunk) => chunk.fileName));
    const [toaster] = entry('chrome').dynamicImports.map((file) => chunks.find((chunk) => chunk.fileName === file)!);
    expect(toaster).toBeDefined();
    expect(upFront.has(toaster!.fileName)).toBe(false);
    expect(holds(toaster!, '@radix-ui/react-toast')).toBe(true);
    expect(radixPackagesIn(toaster!.code)).toEqual(['@radix-ui/react-toast']);
  });

  it('finds the tabs marker where that code is (the marker is not stale)', () => {
    const interactive = staticClosure(chunks, entry('interactive'));
    for (const name of ['@radix-ui/react-tabs'] as const) {
      const chunk = interactive.find((candidate) => holds(candidate, name));
      expect(chunk, name).toBeDefined();
      expect(radixPackagesIn(chunk!.code)).toContain(name);
    }
  });
});
