import { defineTestConfig } from '@ecole/test-config/vitest';

// Only the SQL tests: functions/**/*.test.ts are Deno tests (`npm run test:deno`).
export default defineTestConfig({ environment: 'node', include: ['tests/**/*.test.ts'] });
