import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHECK_DAYS, type PageModule, pagesOfModule } from '@ecole/content';
import { experimentOn, VARIANTS, type VariantName } from '@ecole/content/experiments';
import { loadPageModule, pageModuleFile } from '@ecole/content/pages/pageModules';
import { type AppName, type RouteEntry, routesOf, variantPathOf } from '@ecole/routes';

/** Where the generated route modules go, inside the app's `app/` folder (git ignores it). */
export const GENERATED_ROUTES_DIR = 'routes/generated';

/**
 * path → route module for every route the table gives `app`. A page is its route-table entry and
 * its content module (`@ecole/content/pages/<app>/<slug>`): its route module is written here,
 * from the kinds of section the page uses, to `app/routes/generated/<slug>.tsx`, each naming only
 * its page's renderers. Why per page rather than one module for every path: React Router links
 * the stylesheets of what a route module imports, so a page links only its own sections' styles.
 * A route of the table without its content stops the build with the file to write. `appDir` is
 * the app's `app/` folder. Called by the app's `routes.ts`, so by every build, dev server and
 * typegen; a content change that adds a kind to a page needs the dev server restarted.
 */
export async function pageRouteFiles(app: AppName, appDir: string): Promise<Record<string, string>> {
  const routes = routesOf(app);
  const missing = routes.map((route) => pageModuleFile(app, route.path)).filter((file) => !existsSync(file.file));
  if (missing.length > 0) {
    throw new Error(`Pages sans contenu dans l’application ${app} : écrivez ${missing.map((file) => file.shown).join(', ')}.`);
  }
  const dir = path.join(appDir, GENERATED_ROUTES_DIR);
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {};
  for (const route of routes) {
    const content = pageModuleFile(app, route.path);
    const module = await loadPageModule(content);
    const source = routeModuleSource(app, content.slug, route, module, appDir);
    const file = `${GENERATED_ROUTES_DIR}/${content.slug}.tsx`;
    writeIfChanged(path.join(appDir, file), source);
    files[route.path] = file;
    // A running experiment's variants of the page (issue 37): the same module with the variant applied.
    if (experimentOn(route.path) === undefined) continue;
    for (const variant of VARIANTS) {
      const variantFile = `${GENERATED_ROUTES_DIR}/${content.slug}--${variant}.tsx`;
      writeIfChanged(path.join(appDir, variantFile), routeModuleSource(app, content.slug, route, module, appDir, variant));
      files[variantPathOf(route.path, variant)] = variantFile;
    }
  }
  // A page removed from the table leaves no module behind.
  const kept = new Set(Object.values(files).map((file) => path.basename(file)));
  for (const name of readdirSync(dir)) if (!kept.has(name)) rmSync(path.join(dir, name));
  return files;
}

/** Rewriting an unchanged module would wake the dev server's watcher for nothing. */
function writeIfChanged(file: string, source: string) {
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return;
  writeFileSync(file, source);
}

/** The module of a kind's renderer: `callToAction` → `@ecole/sections/CallToAction`. */
const rendererModule = (kind: string) => `@ecole/sections/${kind[0]!.toUpperCase()}${kind.slice(1)}`;

/**
 * Biome's order of imports (what the hand-written modules had, so the bundler sees the same graph
 * in the same order and the pages' stylesheets come out the same): letters compared without case,
 * an upper-case letter before its lower-case one, relative paths last.
 */
export function compareSpecifiers(a: string, b: string): number {
  const relative = Number(a.startsWith('.')) - Number(b.startsWith('.'));
  if (relative !== 0) return relative;
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const [x, y] = [a[index]!, b[index]!];
    if (x === y) continue;
    const [lowerX, lowerY] = [x.toLowerCase(), y.toLowerCase()];
    if (lowerX !== lowerY) return lowerX < lowerY ? -1 : 1;
    return x === x.toUpperCase() ? -1 : 1;
  }
  return a.length - b.length;
}

/**
 * The route module of one page: its content (as of the build's day when dated, DESIGN.md §2.7)
 * and the renderers of the kinds it uses on any day it is checked at. A template with a route
 * helper of its own in the app (`app/<template>Route.ts`, e.g. the sectors' `segmentRoute`, whose
 * shared renderers make one stylesheet every sector page shares) gets its page from it, with the
 * renderers of the kinds the helper does not give.
 */
export function routeModuleSource(app: AppName, slug: string, route: RouteEntry, module: PageModule, appDir: string, variant?: VariantName): string {
  const dated = typeof module.pageAsOf === 'function';
  const kinds = [...new Set(pagesOfModule(module, [...CHECK_DAYS]).flatMap((page) => page.sections.map((section) => section.kind)))];
  const helper = `${route.template}Route`;
  const helperFile = path.join(appDir, `${helper}.ts`);
  const usesHelper = existsSync(helperFile);
  const helperKinds = usesHelper ? helperRendererKinds(helperFile) : [];
  const ownKinds = kinds.filter((kind) => !helperKinds.includes(kind)).sort();

  const imports = new Map<string, string>([[`@ecole/content/pages/${app}/${slug}`, dated ? 'pageAsOf' : 'page']]);
  if (dated) imports.set('@ecole/sections/asOf', 'buildAsOf');
  if (variant) imports.set('@ecole/content/experiments', 'experimentOn, variantPage');
  for (const kind of ownKinds) imports.set(rendererModule(kind), kind);
  imports.set(usesHelper ? `../../${helper}.ts` : '@ecole/sections/pageRoute', usesHelper ? helper : 'pageRoute');
  const lines = [...imports].sort(([a], [b]) => compareSpecifiers(a, b)).map(([from, name]) => `import { ${name} } from '${from}';`);

  const base = dated ? 'pageAsOf(buildAsOf())' : 'page';
  // Only written for a page with a running experiment (pageRouteFiles checked it).
  const page = variant ? `variantPage(${base}, experimentOn(${JSON.stringify(route.path)})!, '${variant}')` : base;
  const renderers = ownKinds.length > 0 ? `{ ${ownKinds.join(', ')} }` : '';
  const call = usesHelper ? `${helper}(${[page, renderers].filter(Boolean).join(', ')})` : `pageRoute(${page}, ${renderers})`;
  return [
    `// Written by pageRouteFiles (@ecole/app-build) from packages/content/src/pages/${app}/${slug}.ts: not committed, not to edit.`,
    ...lines,
    '',
    ...(dated ? ['// Dated page: its content as of the day of the build (DESIGN.md §2.7).'] : []),
    ...(variant ? [`// Variant ${variant} of the experiment running on ${route.path} (issue 37): served by the proxies in the page's place.`] : []),
    `const route = ${call};`,
    'export const meta = route.meta;',
    'export default route.Component;',
    '',
  ].join('\n');
}

/** The kinds a template's route helper renders by itself: the keys of its `…_RENDERERS` object. */
function helperRendererKinds(file: string): string[] {
  const body = /_RENDERERS = \{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1];
  if (body === undefined) throw new Error(`${file} : exportez l’objet \`…_RENDERERS\` des rendus que la route donne d’elle-même.`);
  return body
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}
