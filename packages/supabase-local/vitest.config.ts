import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // PGlite takes a few seconds to start, and Deno a few more the first time it runs the function.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
