import { defineConfig } from '@playwright/test';

// Debian's Chromium: a test tool's own browser download fails on the build machines.
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // The release scenario builds this commit a second time (a worktree) and switches releases under
  // the other tests' feet: it runs alone, after them (`npm run test:release`, E2E_RELEASE=1).
  testIgnore: process.env.E2E_RELEASE ? [] : ['**/release.spec.ts'],
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
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
