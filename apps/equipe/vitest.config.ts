import { defineDomTestConfig } from '@ecole/test-config/vitest';

export default defineDomTestConfig();
