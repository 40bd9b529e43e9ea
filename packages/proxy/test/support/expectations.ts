import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APP_NAMES, APPS, type AppName, DESK_PATH, NOT_FOUND_APP, PAGE_APPS, REDIRECTS, ROUTES, sitemapFileOf } from '@ecole/routes';
import { routedExperiments } from '../../src/experiments.ts';
import { CACHE_VARIANT } from '../../src/headers.ts';
import { isPrecompressedSibling } from '../../src/precompress.ts';
import type { AppRoots } from '../../src/roots.ts';
import { resolveRequest } from '../../src/rules.ts';

/**
 * What a visitor (or a crawler, or a browser cache) must get from the proxy, one row per request.
 * Built from the route table, so a route added to @ecole/routes is tested without touching this.
 * Files are looked up when the row runs, so a missing build fails the row, not the collection.
 */
export interface Expectation {
  name: string;
  /** Sent byte for byte. A function when it depends on the build (hashed asset names). */
  path: string | ((roots: AppRoots) => string);
  method?: 'GET' | 'HEAD' | 'POST';
  requestHeaders?: Record<string, string>;
  /** One status, or the acceptable ones (traversal: nginx says 400 or 404 depending on the probe). */
  status: number | number[];
  location?: string;
  cacheControl?: string;
  contentType?: RegExp;
  /** `Content-Encoding`; `null`: none (identity). */
  contentEncoding?: 'br' | 'gzip' | null;
  /** `Vary` must name this header (a cache keeps one answer per value of it). */
  varies?: string;
  /**
   * What the edge answers instead, where its platform decides (Cloudflare compresses static
   * assets itself, per request, and serves no precompressed sibling: docs/architecture.md).
   */
  edge?: Partial<Pick<Expectation, 'contentEncoding' | 'status'>>;
  bodyIncludes?: string[];
  bodyExcludes?: string[];
  /** The response body (decoded) must equal this file of the builds. */
  bodyFile?: (roots: AppRoots) => string;
  /** … or one of these (an experiment's variants, drawn per request). */
  bodyFileOneOf?: (roots: AppRoots) => string[];
  emptyBody?: boolean;
  /** Ask again with the ETag received: the browser's revalidation of a `no-cache` page → 304. */
  revalidates?: boolean;
  /** Which security headers (headers.ts): the pages' (default), or the staff desk's own. */
  security?: 'pages' | 'desk';
}

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const UNKNOWN_PATH = '/page-qui-n-existe-pas';
export const NOT_FOUND_TEXT = 'Page non trouvée';

/** Written out here, not read from src/contentTypes.ts, so the test checks the table too. */
const EXPECTED_TYPES: Record<string, RegExp> = {
  js: /^text\/javascript(;|$)/,
  css: /^text\/css(;|$)/,
  svg: /^image\/svg\+xml$/,
  png: /^image\/png$/,
  jpg: /^image\/jpeg$/,
  webp: /^image\/webp$/,
  woff2: /^font\/woff2$/,
  json: /^application\/json(;|$)/,
  ico: /^image\/x-icon$/,
  txt: /^text\/plain(;|$)/,
  pdf: /^application\/pdf$/,
  xml: /^application\/xml(;|$)/,
};

/**
 * A real hashed file of the app, found by listing its asset folder; JavaScript first, the largest
 * (a file under PRECOMPRESS_MIN_BYTES has no precompressed sibling, rightly: the brotli rows need one).
 */
export function findAsset(roots: AppRoots, app: AppName, extension?: string): string {
  const folder = join(roots[app], APPS[app].assetsDir);
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => /\.[a-z0-9]+$/i.test(file) && file.split('.').pop()! in EXPECTED_TYPES);
  } catch {
    throw new Error(`Aucun dossier d’assets pour « ${app} » : ${folder}`);
  }
  const wanted = extension ? files.filter((file) => file.endsWith(`.${extension}`)) : files;
  const bySize = [...wanted].sort((a, b) => statSync(join(folder, b)).size - statSync(join(folder, a)).size || a.localeCompare(b));
  const file = bySize.find((name) => name.endsWith('.js')) ?? bySize[0];
  if (!file) throw new Error(`Aucun asset${extension ? ` .${extension}` : ''} dans ${folder}`);
  return `/${APPS[app].assetsDir}/${file}`;
}

/** A course sheet (PDF) of the app's build, in its `fiches` folder. */
export function findCourseSheet(roots: AppRoots, app: AppName): string {
  const folder = join(roots[app], APPS[app].assetsDir, 'fiches');
  const file = readdirSync(folder)
    .filter((name) => name.endsWith('.pdf'))
    .sort()[0];
  if (!file) throw new Error(`Aucune fiche de formation (.pdf) dans ${folder}`);
  return `/${APPS[app].assetsDir}/fiches/${file}`;
}

/** A root-level file of the site's build other than its pages (favicon, robots.txt…). */
export function findRootFile(roots: AppRoots): string {
  const root = roots[NOT_FOUND_APP];
  const file = readdirSync(root, { withFileTypes: true })
    // A precompressed sibling (`robots.txt.br`) is no file of the site's own: its encoding has no type.
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.html') && !isPrecompressedSibling(entry.name))
    .map((entry) => entry.name)
    .sort()[0];
  if (!file) throw new Error(`Aucun fichier statique (favicon, robots.txt…) à la racine de ${root}`);
  return file;
}

function typeOf(path: string): RegExp {
  const type = EXPECTED_TYPES[path.split('.').pop()!.toLowerCase()];
  if (!type) throw new Error(`Pas de type attendu pour ${path}`);
  return type;
}

function routeFileOf(path: string) {
  const resolution = resolveRequest(path);
  if (resolution.kind !== 'route') throw new Error(`${path} n’est pas une route`);
  return (roots: AppRoots) => join(roots[resolution.app], resolution.file);
}

export function buildExpectations(): Expectation[] {
  const rows: Expectation[] = [];

  const experiments = routedExperiments();
  for (const route of ROUTES) {
    const desk = APPS[route.app].kind === 'desk';
    const experiment = experiments.find((candidate) => candidate.landing === route.path);
    rows.push({
      name: desk ? `route ${route.path} → coquille de l’espace équipe, sa propre politique` : `route ${route.path} → page de « ${route.app} »`,
      path: route.path,
      // A page under an experiment is itself for a step inside the site (issue 37).
      ...(experiment ? { requestHeaders: { Referer: 'http://127.0.0.1/contact' } } : {}),
      status: 200,
      contentType: /^text\/html; charset=utf-8$/,
      cacheControl: NO_CACHE,
      // The desk's shell is client-rendered: a title, no heading before sign-in.
      bodyIncludes: [desk ? '<title' : '<h1'],
      bodyFile: routeFileOf(route.path),
      ...(desk ? { security: 'desk' as const } : {}),
    });
    if (experiment) {
      const variants = Object.values(experiment.variants).map((variant) => variant.file);
      rows.push({
        name: `route ${route.path} arrivée de l’extérieur → une variante de l’essai ${experiment.id}, gardée par aucun cache`,
        path: route.path,
        requestHeaders: { Referer: 'https://www.google.com/' },
        status: 200,
        contentType: /^text\/html; charset=utf-8$/,
        cacheControl: CACHE_VARIANT,
        bodyIncludes: ['<h1'],
        bodyFileOneOf: (roots) => variants.map((file) => join(roots[route.app], file)),
      });
      for (const file of variants) {
        for (const address of [`/${file.replace(/\/index\.html$/, '')}`, `/${file}`]) {
          rows.push({ name: `fichier de variante ${address} → 404 (servi à la place de sa page seulement)`, path: address, status: 404 });
        }
      }
    }
    // One URL per page: its other forms answer 301 to it.
    const others = route.path === '/' ? ['/index.html'] : [`${route.path}/`, `${route.path}/index.html`];
    for (const other of others) {
      rows.push({ name: `autre forme ${other} → 301 ${route.path}`, path: other, status: 301, location: route.path });
    }
  }
  rows.push(
    { name: 'une autre forme garde sa requête', path: '/contact/?objet=recrutement', status: 301, location: '/contact?objet=recrutement' },
    {
      name: '/404.html demandé par son nom → 404 (la page n’a pas d’adresse à elle)',
      path: '/404.html',
      status: 404,
      bodyIncludes: [NOT_FOUND_TEXT],
    },
  );

  for (const redirect of REDIRECTS) {
    for (const from of [redirect.from, `${redirect.from}/`]) {
      rows.push({ name: `redirection ${from} → ${redirect.to}`, path: from, status: 301, location: redirect.to });
    }
  }
  const [first] = REDIRECTS;
  rows.push({
    name: 'une redirection garde les paramètres de campagne',
    path: `${first.from}?utm_source=affiche`,
    status: 301,
    location: `${first.to}?utm_source=affiche`,
  });

  rows.push(
    {
      name: `chemin inconnu ${UNKNOWN_PATH} → 404 avec la page du site`,
      path: UNKNOWN_PATH,
      status: 404,
      contentType: /^text\/html/,
      cacheControl: NO_CACHE,
      bodyIncludes: [NOT_FOUND_TEXT],
    },
    {
      name: 'asset inconnu → 404 avec la page du site',
      path: `/${APPS.site.assetsDir}/absent-00000000.js`,
      status: 404,
      bodyIncludes: [NOT_FOUND_TEXT],
    },
    {
      name: 'HEAD sur une route → 200 sans corps',
      path: '/contact',
      method: 'HEAD',
      status: 200,
      contentType: /^text\/html/,
      emptyBody: true,
    },
    {
      name: 'une page revalidée sans changement → 304 (no-cache ne coûte qu’un aller-retour)',
      path: '/faq',
      status: 200,
      revalidates: true,
    },
    {
      name: 'POST sur une page statique → 405',
      path: '/contact',
      method: 'POST',
      status: 405,
    },
  );

  for (const app of APP_NAMES) {
    rows.push({
      name: `asset haché de « ${app} » → immuable, bon type`,
      path: (roots) => findAsset(roots, app),
      status: 200,
      cacheControl: IMMUTABLE,
      // Checked against the file's own extension in the test (the name is only known then).
      bodyFile: (roots) => join(roots[app], findAsset(roots, app)),
      ...(APPS[app].kind === 'desk' ? { security: 'desk' as const } : {}),
    });
  }

  // The course sheets (issue 35) sit under the asset prefix of the app of their page: served by it,
  // as PDF, for good (their names are their digests).
  for (const app of ['site', 'formation-ia'] as const) {
    rows.push({
      name: `fiche de formation PDF de « ${app} » → application/pdf, immuable`,
      path: (roots) => findCourseSheet(roots, app),
      status: 200,
      cacheControl: IMMUTABLE,
      contentType: /^application\/pdf$/,
    });
  }

  // Text files go out as written at build (src/precompress.ts): brotli when the request accepts it,
  // gzip when it accepts only gzip, none otherwise; `Vary: Accept-Encoding` on each, so a cache
  // keeps one per encoding. The edge compresses per request, as Cloudflare does: brotli for `br`,
  // but Miniflare's workerd picks gzip for a browser's `gzip, deflate, br` (Cloudflare itself sends
  // brotli there: its own choice, not this repository's, so stated rather than faked).
  const js = (roots: AppRoots) => findAsset(roots, NOT_FOUND_APP, 'js');
  const jsFile = (roots: AppRoots) => join(roots[NOT_FOUND_APP], js(roots));
  rows.push(
    {
      name: 'asset JavaScript en brotli quand le navigateur l’accepte (Accept-Encoding: br), fichier écrit au build',
      path: js,
      requestHeaders: { 'Accept-Encoding': 'br' },
      status: 200,
      contentEncoding: 'br',
      varies: 'Accept-Encoding',
      cacheControl: IMMUTABLE,
      bodyFile: jsFile,
    },
    {
      name: 'asset JavaScript en brotli pour l’Accept-Encoding d’un navigateur (gzip, deflate, br)',
      path: js,
      requestHeaders: { 'Accept-Encoding': 'gzip, deflate, br' },
      status: 200,
      contentEncoding: 'br',
      edge: { contentEncoding: 'gzip' },
      varies: 'Accept-Encoding',
      bodyFile: jsFile,
    },
    {
      name: 'asset JavaScript en gzip quand le navigateur n’accepte que gzip',
      path: js,
      requestHeaders: { 'Accept-Encoding': 'gzip' },
      status: 200,
      contentEncoding: 'gzip',
      varies: 'Accept-Encoding',
      cacheControl: IMMUTABLE,
      bodyFile: jsFile,
    },
    {
      name: 'asset JavaScript en gzip quand brotli est refusé (br;q=0, gzip)',
      path: js,
      requestHeaders: { 'Accept-Encoding': 'br;q=0, gzip' },
      status: 200,
      contentEncoding: 'gzip',
      bodyFile: jsFile,
    },
    {
      name: 'asset JavaScript non compressé sans Accept-Encoding',
      path: js,
      status: 200,
      contentEncoding: null,
      varies: 'Accept-Encoding',
      bodyFile: jsFile,
    },
    {
      name: 'asset JavaScript non compressé pour Accept-Encoding: identity',
      path: js,
      requestHeaders: { 'Accept-Encoding': 'identity' },
      status: 200,
      contentEncoding: null,
    },
  );

  for (const app of PAGE_APPS) {
    rows.push({
      name: `plan du site de « ${app} » → servi par cette application, revalidé`,
      path: `/${sitemapFileOf(app)}`,
      status: 200,
      contentType: /^application\/xml(;|$)/,
      cacheControl: NO_CACHE,
      bodyFile: (roots) => join(roots[app], sitemapFileOf(app)),
    });
  }

  rows.push(
    // The desk is in no sitemap, and its path has one form only (screens are in the fragment).
    { name: 'l’espace équipe n’a pas de plan du site', path: '/sitemaps/equipe.xml', status: 404 },
    { name: `une sous-adresse de ${DESK_PATH} n’existe pas (les écrans sont dans le fragment)`, path: `${DESK_PATH}/demande/4F7A-1C2B`, status: 404 },
  );

  rows.push({
    name: 'fichier statique du site (favicon…) servi tel quel',
    path: (roots) => `/${findRootFile(roots)}`,
    status: 200,
    cacheControl: NO_CACHE,
    bodyFile: (roots) => join(roots[NOT_FOUND_APP], findRootFile(roots)),
  });

  for (const probe of [
    '/../../../../etc/passwd',
    '/assets/site/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/contact%00.html',
  ]) {
    rows.push({
      name: `traversée refusée : ${probe}`,
      path: probe,
      status: [400, 404],
      bodyExcludes: ['root:'],
    });
  }
  // A backslash is an ordinary character on Linux (nginx: 404) but a separator for `send` and on
  // Windows: the embedded proxy answered 500 to the first probe (issue 34). 400 or 404, never 500.
  // The edge never sees a raw `\`: workerd parses the request target as a URL, as browsers and
  // Cloudflare's URL normalization do, so `/\` is `//` (the home page) and `/contact\` is
  // `/contact/` (301): the platform's reading, stated rather than faked.
  for (const [probe, edge] of [
    ['/%5C..%5Cetc%5Cpasswd', [400, 404]],
    ['/\\', [200]],
    ['/contact\\', [301]],
    [`/${APPS.site.assetsDir}/%5C..%5C..%5C..%5Cetc%5Cpasswd`, [400, 404]],
  ] as const) {
    rows.push({
      name: `barre oblique inverse\u00a0: ${probe} → 400 ou 404, jamais 500`,
      path: probe,
      status: [400, 404],
      edge: { status: [...edge] },
      bodyExcludes: ['root:'],
    });
  }

  return rows;
}

export { typeOf as expectedContentType };
