/**
 * The day this build is "as of" (DESIGN.md §2.7): the apps' shared Vite config replaces
 * `import.meta.env.SITE_AS_OF` with it at build time, so prerendered HTML and hydration agree.
 * Outside a build (unit tests) it is today.
 */
export function buildAsOf(): string {
  return import.meta.env.SITE_AS_OF || new Date().toISOString().slice(0, 10);
}
