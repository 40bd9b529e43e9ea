import { defineTestConfig } from './src/vitest.js';

// The docs test reads the Markdown files and the packages' sources; it runs nothing else.
export default defineTestConfig({ include: ['docs/**/*.test.ts'], environment: 'node' });
