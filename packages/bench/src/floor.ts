import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { elementsOf, parsePage, relTokensOf, spanOf, spliced } from '@ecole/app-build/markup';
import { type AppRoots, defaultRoots } from '@ecole/proxy';
import { precompressFile } from '@ecole/proxy/precompress';
import { APP_NAMES, APPS } from '@ecole/routes';
import { filesUnder } from './sizes.ts';

/**
 * The "floor" of a page: the same HTML with every `<script>` and module preload removed, what
 * the page costs with no JavaScript at all (issue 9: a page's LCP stays within 10 % of it).
 */
export function floorHtml(html: string): string {
  // Cut at the HTML parser's offsets (@ecole/app-build/markup), as the build's own rewrite does:
  // whatever the attributes' order or quoting, and the rest of the page byte for byte.
  const cuts = [...elementsOf(parsePage(html))]
    .filter((element) => element.tagName === 'script' || (element.tagName === 'link' && relTokensOf(element).includes('modulepreload')))
    .map((element) => ({ ...spanOf(element), text: '' }));
  return spliced(html, cuts);
}

export interface FloorBuilds {
  /** The copy of each app's client build, HTML without scripts: nginx's `roots`. */
  roots: AppRoots;
  remove: () => void;
}

/**
 * The floor of every page at once: a temporary copy of every build (`builds`: the current ones, or
 * an earlier commit's, floorFrom.ts) with each page's HTML passed through `floorHtml`, for a
 * second nginx to serve beside the real site.
 */
export function writeFloorBuilds(builds: AppRoots = defaultRoots()): FloorBuilds {
  const dir = mkdtempSync(join(tmpdir(), 'ecole-bench-floor-'));
  const roots = {} as AppRoots;
  for (const app of APP_NAMES) {
    const copy = join(dir, app);
    cpSync(builds[app], copy, { recursive: true });
    for (const file of filesUnder(copy).filter((name) => name.endsWith('.html') && !name.startsWith(APPS[app].assetsDir))) {
      writeFileSync(join(copy, file), floorHtml(readFileSync(join(copy, file), 'utf8')));
      // Its brotli and gzip siblings too, or nginx would send the page with its scripts.
      precompressFile(join(copy, file));
    }
    roots[app] = copy;
  }
  return { roots, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
