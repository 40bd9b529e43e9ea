// @ts-check
// Plain JavaScript: read by viteConfig.js, which Node loads without TypeScript on Node 20.

/** Where the build writes which file each island's entry became, beside `build/client` (viteConfig.js, clientBuild.ts). */
export const ISLAND_FILES = 'islands.json';
