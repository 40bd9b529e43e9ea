import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Starting nginx and the embedded server takes well under a second; this is headroom for CI.
    hookTimeout: 20_000,
  },
});
