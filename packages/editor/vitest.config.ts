import { defineTestConfig } from '@ecole/test-config/vitest';

export default defineTestConfig({});
