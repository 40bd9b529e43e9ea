// @ts-check
// Plain JavaScript, not TypeScript: Vitest's config loader hands workspace packages to Node, and
// Node 20 cannot load `.ts` files. Types are in vitest.d.ts.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * What every Vitest suite of the repository shares, so the test command behaves the same on a
 * quiet laptop and on a 2-core CI machine another job is loading:
 * - one worker per suite: the test command runs two suites at a time (scripts/test.mjs), so two
 *   workers in all, one per core, instead of Vitest's default of one per core per suite;
 * - time limits sized for the slowest machine, not the fastest. A limit guards against a hang; it
 *   is never what a test measures: tests wait for what they assert (findBy…, waitFor,
 *   expect.poll) or move fake clocks.
 */
export const SHARED_TEST_OPTIONS = Object.freeze({
  maxWorkers: 1,
  testTimeout: 180_000,
  hookTimeout: 300_000,
});

export { ASYNC_UTIL_TIMEOUT_MS } from './timeouts.js';

/** Testing Library's set-up for jsdom suites, by absolute path (setupFiles are paths, not imports). */
const DOM_SETUP_FILE = fileURLToPath(new URL('./domSetup.ts', import.meta.url));

/**
 * Stress and flood cases (hundreds of requests, proofs of work solved by the dozen) live in
 * `*.stress.test.ts` files: `npm test` leaves them out to stay within its time, and
 * `npm run test:stress` runs them (ECOLE_STRESS=1, scripts/test-stress.mjs), with the rest, on a
 * loaded machine. What they prove in the large is also proved once in the default lane (the SQL
 * ceilings in supabase/tests, the fair and the proof in a browser in e2e/tests/fair.spec.ts).
 */
export const STRESS_FILES = '**/*.stress.test.*';

/**
 * Test files that replace a module for themselves (`vi.mock`, `vi.doMock`): they run each in a
 * fresh module graph (below). Found by reading the package's test files, so that a new one is never
 * forgotten in a list.
 */
const MOCKS_A_MODULE = /\bvi\.(?:do)?[mM]ock\(/;
const NOT_SOURCES = new Set(['node_modules', 'build', 'dist', '.turbo', '.react-router', 'storybook-static', 'test-results']);

/** @param {string} root */
export function filesThatMock(root) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!NOT_SOURCES.has(entry.name)) walk(relative);
      } else if (/\.test\.[cm]?[jt]sx?$/.test(entry.name) && MOCKS_A_MODULE.test(readFileSync(path.join(root, relative), 'utf8'))) {
        found.push(relative);
      }
    }
  };
  walk('');
  return found.sort();
}

/**
 * A package's test configuration.
 *
 * The test files of a suite share one module graph (`isolate: false`): Vitest's default evaluates
 * every imported module again for each file, in a fresh worker, which was half of a suite's time on
 * the build machines (content: 24 s to 10 s; the unit step: about 70 s less, issue 36). What that
 * asks of a test: to leave the modules as it found them (no assignment to what a module exports,
 * environment variables restored). A file that replaces a module with `vi.mock` cannot, since
 * the replacement would be what the next files import: those files run in a project of their own,
 * `isolated`, one fresh graph each.
 *
 * @type {import('./vitest.d.ts').defineTestConfig}
 */
export function defineTestConfig(test, { vanillaExtract = false } = {}) {
  const stress = process.env.ECOLE_STRESS === '1';
  const plugins = vanillaExtract ? [vanillaExtractPlugin()] : [];
  const exclude = [...(test.exclude ?? configDefaults.exclude), ...(stress ? [] : [STRESS_FILES])];
  const own = { ...SHARED_TEST_OPTIONS, ...test, exclude };
  const mocking = filesThatMock(process.cwd());
  if (mocking.length === 0) return defineConfig({ plugins, test: { ...own, isolate: false } });
  return defineConfig({
    plugins,
    test: {
      maxWorkers: SHARED_TEST_OPTIONS.maxWorkers,
      projects: [
        { plugins, test: { ...own, name: 'shared', isolate: false, exclude: [...exclude, ...mocking] } },
        { plugins, test: { ...own, name: 'isolated', isolate: true, include: mocking } },
      ],
    },
  });
}

/** @type {import('./vitest.d.ts').defineDomTestConfig} */
export function defineDomTestConfig(test = {}) {
  const own = test.setupFiles === undefined ? [] : typeof test.setupFiles === 'string' ? [test.setupFiles] : [...test.setupFiles];
  return defineTestConfig(
    {
      environment: 'jsdom',
      // vanilla-extract styles reach jsdom only when Vitest processes CSS (DESIGN.md §6).
      css: true,
      include: ['src/**/*.test.{ts,tsx}'],
      ...test,
      setupFiles: [DOM_SETUP_FILE, ...own],
    },
    { vanillaExtract: true },
  );
}
