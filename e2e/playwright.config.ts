import { defineConfig } from '@playwright/test';
import { lanes, RELEASE_SPEC } from './support/lanes.ts';

// Debian's Chromium: a test tool's own browser download fails on the build machines. Its headless
// shell (the same engine, without the browser's shell; what Playwright itself runs headless), not
// the full browser in headless mode: the run takes about a quarter less CPU (issue 36).
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * Stress cases (`*.stress.spec.ts`: thirty visitors of a fair, each solving a proof of work) run
 * in `npm run test:stress` (ECOLE_STRESS=1), not in `npm test` (issue 36).
 */
const STRESS_SPECS = process.env.ECOLE_STRESS === '1' ? [] : ['**/*.stress.spec.ts'];

export default defineConfig({
  testDir: './tests',
  // The contact tests share one local database and outbox; two workers keep the run short on
  // two cores without tests racing for the same rows (each test filters on its own e-mail).
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Limits against a hang, sized for a loaded 2-core machine: every wait ends as soon as what it
  // waits for is there, so a fast machine never waits this long.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  // Starts the local Supabase stand-in and nginx in front of the built apps, unless BASE_URL
  // points at an already running site.
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: process.env.BASE_URL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // Without these, Chromium keeps trying to reach Google's hosts on a closed network.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // One project per lane (support/lanes.ts), in one run: the two workers take tests from all of
  // them, so no lane waits for another's start or its last test. The release scenario is a project
  // of its own: it makes a second release by rewriting this build (support/releaseVariant.ts)
  // and releases, deploys and rolls back into its own store through its own edge, its tests in order (serial) on one worker. It is
  // listed first so that it starts first: its minutes overlap the rest instead of ending the run.
  projects: [
    { name: 'release', testMatch: [`**/${RELEASE_SPEC}`], use: { viewport: { width: 1280, height: 800 } } },
    ...lanes().map((lane) => ({
      name: lane.name,
      ...(lane.specs ? { testMatch: lane.specs.map((spec) => `**/${spec}`) } : { testIgnore: [`**/${RELEASE_SPEC}`, ...STRESS_SPECS] }),
      use: { viewport: { width: 1280, height: 800 } },
    })),
  ],
});
