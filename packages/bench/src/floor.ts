import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_NAMES, APPS, type AppName, CLIENT_BUILD_DIR } from '@ecole/routes';
import { filesUnder, floorHtml } from './sizes.ts';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The built client files of an app (of this checkout, or of another root). */
export const clientDir = (app: AppName, root = ROOT) => join(root, APPS[app].dir, CLIENT_BUILD_DIR);

export interface FloorBuilds {
  /** The copy of each app's client build, HTML without scripts: nginx's `roots`. */
  roots: Record<AppName, string>;
  remove: () => void;
}

/**
 * The floor the issue measures against: a temporary copy of every build with scripts and module
 * preloads stripped from the HTML (`floorHtml`), the same page as HTML, CSS and fonts only.
 */
export function writeFloorBuilds(): FloorBuilds {
  const dir = mkdtempSync(join(tmpdir(), 'ecole-bench-floor-'));
  const roots = {} as Record<AppName, string>;
  for (const app of APP_NAMES) {
    const copy = join(dir, app);
    cpSync(clientDir(app), copy, { recursive: true });
    for (const file of filesUnder(copy).filter((name) => name.endsWith('.html') && !name.startsWith(APPS[app].assetsDir))) {
      writeFileSync(join(copy, file), floorHtml(readFileSync(join(copy, file), 'utf8')));
    }
    roots[app] = copy;
  }
  return { roots, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
