import { defineTestConfig } from '@ecole/test-config/vitest';

// The export tests start the local Supabase stand-in (PGlite takes a few seconds).
export default defineTestConfig({ include: ['test/**/*.test.ts'], environment: 'node' });
