import { fileURLToPath } from 'node:url';
import { defineTestConfig } from '@ecole/test-config/vitest';

// jsdom without React: these modules run on plain markup, as the boot entry does on a page.
export default defineTestConfig({
  environment: 'jsdom',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
});
