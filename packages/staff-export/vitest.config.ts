import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The export tests start the local Supabase stand-in (PGlite takes a few seconds).
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
