import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Route modules import `.css.ts` styles (their own and @ecole/ui's): compile them as the build does.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}'],
  },
});
