// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { islandEntriesOf } from '@ecole/app-build/reachable';
import { routesOf } from '@ecole/routes';
import { radixPackagesIn } from '@ecole/ui/importCost';
import { describe, expect, it } from 'vitest';

/**
 * The design system's import-cost rule (`@ecole/ui`'s importCost.test.ts, on a fixture page) on
 * the real apps' builds (the test command builds the apps before running tests; this test builds
 * nothing). A page's first load is every script its HTML references (its app's boot entry: no page
 * hydrates as a whole, issue 25) and what those import statically; its islands load when the
 * visitor reaches them (their entries, which the boot entry names).
 */
const APPS_DIR = fileURLToPath(new URL('../../../apps', import.meta.url));
const APPS = ['site', 'formation-ia', 'entreprises'] as const;
const clientDir = (app: string) => join(APPS_DIR, app, 'build', 'client');

function requireBuilt(app: string): string {
  const dir = clientDir(app);
  if (!existsSync(join(dir, 'index.html')) && !existsSync(join(dir, app, 'index.html'))) {
    throw new Error(
      `apps/${app} is not built (no ${relative(process.cwd(), dir)}/…/index.html). ` +
        "Build the apps first: npx -y pnpm@10.34.9 exec turbo run build --filter='./apps/*' (npm test does it).",
    );
  }
  return dir;
}

/** The `.js` files an HTML page loads with a `<script src>`, as files under `root`. */
function scriptsOfPage(html: string, root: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+\.js)"/g)].map((match) => join(root, match[1]!));
}

/** Relative static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImportsOf(code: string, file: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) => join(dirname(file), match[1]!));
}

/** `files` and everything they import statically, by file, with their code. */
function withStaticImports(files: string[]): Map<string, string> {
  const loaded = new Map<string, string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (loaded.has(file) || !existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    loaded.set(file, code);
    queue.push(...staticImportsOf(code, file));
  }
  return loaded;
}

function firstLoadScripts(htmlFile: string, root: string): Map<string, string> {
  return withStaticImports(scriptsOfPage(readFileSync(htmlFile, 'utf8'), root));
}

/** What the page's islands load once reached: their entries (the build's record), with their static imports. */
function islandScripts(htmlFile: string, root: string): Map<string, string> {
  return withStaticImports(islandEntriesOf(root, readFileSync(htmlFile, 'utf8')).map((file) => join(root, file)));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('import cost in the built apps', () => {
  it('the home page, with no FAQ and no tabs, downloads no Radix accordion, tabs or toast code up front', () => {
    const root = requireBuilt('site');
    const page = join(root, 'index.html');
    const scripts = firstLoadScripts(page, root);
    expect(scripts.size).toBeGreaterThan(0);
    for (const [file, code] of scripts) expect(radixPackagesIn(code), relative(root, file)).toEqual([]);
  });

  it('the /tpe page downloads no Radix code up front (its questions are native disclosures)', () => {
    const root = requireBuilt('entreprises');
    const page = join(root, 'tpe', 'index.html');
    expect(existsSync(page), `${page} missing: is /tpe still prerendered?`).toBe(true);
    const scripts = firstLoadScripts(page, root);
    expect(scripts.size).toBeGreaterThan(0);
    for (const [file, code] of scripts) {
      expect(radixPackagesIn(code), relative(root, file)).toEqual([]);
    }
  });

  it.each(APPS)('no page of %s downloads the toast code up front, which its build still holds for later', (app) => {
    const root = requireBuilt(app);
    for (const page of htmlFiles(root)) {
      for (const [file, code] of firstLoadScripts(page, root)) {
        expect(radixPackagesIn(code), `${relative(root, page)} → ${relative(root, file)}`).not.toContain('@radix-ui/react-toast');
      }
    }
    const allScripts = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(allScripts.some((file) => radixPackagesIn(readFileSync(join(root, file), 'utf8')).includes('@radix-ui/react-toast'))).toBe(true);
  });
});

describe('prerender-only data in the built apps (issue 25)', () => {
  const scriptsOf = (app: string) => {
    const root = requireBuilt(app);
    return readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(root, file), 'utf8'));
  };

  it.each(APPS)('no script of %s builds JSON-LD: the prerender writes it', (app) => {
    // The builders' one constant string (@ecole/sections' pageMeta/jsonLd.ts); the breadcrumb's own JSON-LD is rendered, not built there.
    for (const code of scriptsOf(app)) expect(code.includes('EducationalOrganization')).toBe(false);
  });

  it.each(['formation-ia', 'entreprises'] as const)('no script of %s holds a school fact none of its pages shows, nor its launch-check label', (app) => {
    // The legal notice's SIRET is a pending fact only /mentions-legales (site) shows.
    for (const code of scriptsOf(app)) expect(code.includes('legal.siret') || code.includes('Numéro SIRET')).toBe(false);
  });
});

/** The built HTML of a route: `/` → index.html, `/a/b` → a/b/index.html. */
const htmlFileOf = (root: string, path: string) => join(root, path === '/' ? '' : path.slice(1), 'index.html');

/**
 * The simulators are islands (issue « Beyond the school sites », Cost; issue 25): their code loads
 * only on the pages that have them, once the visitor reaches them (the boot module imports the
 * island's entry). Each island marks its root with `data-island`, a string that survives
 * minification.
 */
const ISLANDS = [
  {
    name: 'pay simulator',
    marker: 'ec-pay-simulator',
    app: 'site',
    // Where the issue places it: the students' page, the apprenticeship course pages, admissions.
    pages: ['/etudiants', '/admissions', '/programmes/marketing-digital', '/programmes/community-manager', '/programmes/digital-business-developer'],
  },
  {
    name: 'cost estimator',
    marker: 'ec-cost-estimator',
    app: 'entreprises',
    // Every company page: the hub, the recruitment landing and the eight sectors.
    pages: routesOf('entreprises').map((route) => route.path),
  },
] as const;

/** An island's code, gzipped, at most: what a visitor of a page that has it downloads after load. */
const ISLAND_BUDGET_BYTES = 4 * 1024;

describe.each(ISLANDS)('the $name island in the built apps', ({ marker, app, pages }) => {
  const root = requireBuilt(app);
  // What the pages load of it: the files their islands load, once reached.
  const loaded = new Map<string, string>();
  for (const route of routesOf(app)) for (const [file, code] of islandScripts(htmlFileOf(root, route.path), root)) loaded.set(file, code);
  const islands = [...loaded].filter(([, code]) => code.includes(marker)).map(([file]) => file);

  it('is one chunk of its own, within its budget', () => {
    expect(islands.map((file) => relative(root, file))).toHaveLength(1);
    expect(gzipSync(readFileSync(islands[0]!)).length).toBeLessThanOrEqual(ISLAND_BUDGET_BYTES);
  });

  it('is never downloaded up front, and only the pages that have it load it, when it is reached', () => {
    const hosts = new Set<string>(pages);
    for (const route of routesOf(app)) {
      const page = htmlFileOf(root, route.path);
      const upFront = firstLoadScripts(page, root);
      expect(upFront.size, route.path).toBeGreaterThan(0);
      for (const [file, code] of upFront) expect(code.includes(marker), `${route.path} → ${relative(root, file)}`).toBe(false);
      const loads = [...islandScripts(page, root).values()].some((code) => code.includes(marker));
      expect(loads, `${route.path} ${hosts.has(route.path) ? 'has' : 'has not'} the ${marker} section`).toBe(hosts.has(route.path));
    }
  });

  it('is loaded by no page of another app', () => {
    for (const other of APPS.filter((each) => each !== app)) {
      const otherRoot = requireBuilt(other);
      for (const route of routesOf(other)) {
        const loads = [...islandScripts(htmlFileOf(otherRoot, route.path), otherRoot).values()].some((code) => code.includes(marker));
        expect(loads, `${other} ${route.path}`).toBe(false);
      }
    }
  });
});
