// @vitest-environment node
// Every script of every built app is one a page can load (issue 36, point 2; DESIGN.md §2.14: « a
// build ships no file that no page can reach »): from each page, its own scripts (the app's boot
// entry), the entries the boot entry's island map names, and what those import, statically or by
// `import()`. React
// Router's client build, which no page loads, is deleted at the end of each app's build
// (@ecole/app-build, reachable.ts); the staff desk is one client-rendered app whose page loads
// its entry. Reads the built apps (the test command builds them first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtBrowserFiles, pageScriptsOf, unreachableScripts } from '@ecole/app-build/reachable';
import { ISLAND_SLOT_ATTRIBUTE, TOASTS_ENTRY } from '@ecole/browser/Islands';
import { defaultRoots } from '@ecole/proxy';
import { APP_NAMES, APPS } from '@ecole/routes';
import { describe, expect, it } from 'vitest';

const builds = defaultRoots();

function requireBuilt(app: (typeof APP_NAMES)[number]): string {
  const dir = builds[app];
  if (!existsSync(dir)) {
    throw new Error(`${dir} absent: build the apps first (npx -y pnpm@10.34.9 exec turbo run build --filter='./apps/*'; npm test does it).`);
  }
  return dir;
}

const pagesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));

describe.each(APP_NAMES)('the build of %s', (app) => {
  it('holds no script a page cannot reach', () => {
    expect(unreachableScripts(requireBuilt(app))).toEqual([]);
  });
});

describe.each(APP_NAMES.filter((app) => APPS[app].kind === 'pages'))('the pages of %s', (app) => {
  it('each load one of the app’s boot entries, the plain one where it holds no island; their island map names the toasts and the islands the pages hold, no other', () => {
    const dir = requireBuilt(app);
    const pages = pagesOf(dir).filter((html) => html.includes('<meta name="release"'));
    expect(pages.length).toBeGreaterThan(0);
    const { boot, islands, forms, entries } = builtBrowserFiles(dir);
    const own = [boot, islands, forms].filter((file) => file !== undefined).map((file) => `/${file}`);
    for (const html of pages) {
      const boots = pageScriptsOf(html).filter((src) => src.includes('/boot/'));
      expect(boots).toHaveLength(1);
      expect(own).toContain(boots[0]);
      if (!html.includes(`${ISLAND_SLOT_ATTRIBUTE}=`)) expect(boots[0]).toBe(`/${boot}`);
    }
    for (const [file, kind] of [
      [boot, ''],
      [islands, 'islands-'],
      [forms, 'forms-'],
    ] as const) {
      if (file !== undefined) expect(file).toMatch(new RegExp(`^${APPS[app].assetsDir}/boot/${kind}[0-9a-f]{16}\\.js$`));
    }
    const held = new Set(pages.flatMap((html) => [...html.matchAll(new RegExp(`${ISLAND_SLOT_ATTRIBUTE}="([^"]+)"`, 'g'))].map((match) => match[1])));
    expect(Object.keys(entries).sort()).toEqual([TOASTS_ENTRY, ...held].sort());
    // The plain boot entry names the toasts' entry alone; the others every entry of the map.
    if (boot !== undefined) expect(readFileSync(join(dir, boot), 'utf8')).toContain(`/${entries[TOASTS_ENTRY]}`);
    for (const file of [islands, forms].filter((each) => each !== undefined)) {
      const code = readFileSync(join(dir, file), 'utf8');
      for (const entry of Object.values(entries)) expect(code).toContain(`/${entry}`);
    }
  });
});
