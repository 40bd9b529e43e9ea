import { defineTestConfig } from '@ecole/test-config/vitest';

export default defineTestConfig({ include: ['test/**/*.test.ts'] });
