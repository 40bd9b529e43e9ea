import { defineTestConfig } from '@ecole/test-config/vitest';

// PGlite takes a few seconds to start, and Deno a few more the first time it runs the function.
export default defineTestConfig({ include: ['test/**/*.test.ts'], environment: 'node' });
