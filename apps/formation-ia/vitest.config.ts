import { defineTestConfig } from '@ecole/test-config/vitest';

// Route modules import `.css.ts` styles (their own and @ecole/ui's): compile them as the build does.
export default defineTestConfig({ environment: 'node', include: ['app/**/*.test.{ts,tsx}'] }, { vanillaExtract: true });
