import { defineTestConfig } from './src/vitest.js';

// The docs test reads the Markdown files and the packages' sources; the config's own test, its files.
export default defineTestConfig({ include: ['docs/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node' });
