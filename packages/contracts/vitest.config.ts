import { defineTestConfig } from '@ecole/test-config/vitest';

// Node, not jsdom: the tests read the migrated database (PGlite) and the backend's files.
export default defineTestConfig({ include: ['test/**/*.test.ts'], environment: 'node' });
