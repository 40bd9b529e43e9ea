import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { APP_NAMES } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { prerenderedAppConfig, REACT_ROUTER_FUTURE } from './appConfig.ts';

/**
 * The future flags the installed @react-router/dev warns about when a config leaves them unset,
 * read from its own code (`logFutureFlagWarnings` calls `logFutureFlagWarning("<flag>", …)` once
 * per flag): an upgrade that adds a flag fails here, not in a warning nobody reads. Since
 * `v8_viteEnvironmentApi` the build no longer prints them, only the dev server does.
 */
function warnedFutureFlags(): string[] {
  const code = readFileSync(createRequire(import.meta.url).resolve('@react-router/dev/vite'), 'utf8');
  return [...new Set([...code.matchAll(/\blogFutureFlagWarning\(\s*"(\w+)"/g)].map(([, flag = '']) => flag))];
}

describe('React Router’s future flags (issue 24)', () => {
  const flags: Readonly<Record<string, boolean>> = REACT_ROUTER_FUTURE;

  it('sets every flag the installed version warns about, in every app: no warning at dev start', () => {
    const warned = warnedFutureFlags();
    // None found would mean the warnings' code changed shape, not that there are none: look again.
    expect(warned.length).toBeGreaterThan(0);
    expect(warned.filter((flag) => flags[flag] === undefined)).toEqual([]);
    for (const app of APP_NAMES) expect(prerenderedAppConfig(app).future).toBe(REACT_ROUTER_FUTURE);
  });

  it('turns every one of them on (the components read the path of the page without the slash of the prerender: usePagePath)', () => {
    expect(Object.keys(flags).filter((flag) => !flags[flag])).toEqual([]);
  });
});
