import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routesOf } from '@ecole/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRouteFiles } from './pageRouteFiles.ts';

describe('pageRouteFiles', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('maps every route of the app to its module by slug, and stops at a missing one, naming the file', () => {
    dir = mkdtempSync(join(tmpdir(), 'ecole-routes-'));
    mkdirSync(join(dir, 'routes'));
    const paths = routesOf('formation-ia').map((route) => route.path);
    expect(() => pageRouteFiles('formation-ia', dir)).toThrow(/\/formation-ia → app\/routes\/formation-ia\.tsx/);
    writeFileSync(join(dir, 'routes', 'formation-ia.tsx'), '');
    expect(pageRouteFiles('formation-ia', dir)).toEqual(Object.fromEntries(paths.map((path) => [path, 'routes/formation-ia.tsx'])));
  });
});
