import { describe, expect, it } from 'vitest';
import {
  APP_NAMES,
  APPS,
  appForPath,
  basePathOf,
  breadcrumbLabel,
  findRedirect,
  findRoute,
  htmlFileOf,
  normalizePath,
  PAGE_TEMPLATES,
  pathsOfTemplate,
  REDIRECTS,
  ROUTES,
  routesOf,
  variantPathOf,
} from './index.ts';

// The specification's route table (section 2), copied once here so that a route dropped from
// or added to the table by mistake fails a test.
const SPEC_PATHS = [
  '/',
  '/collectivites',
  '/etudiants',
  '/entreprises',
  '/ecole',
  '/programmes',
  '/candidater',
  '/thank-you',
  '/programmes/marketing-digital',
  '/programmes/community-manager',
  '/programmes/digital-business-developer',
  '/programmes/dirigeants-salaries',
  '/formation-ia',
  '/admissions',
  '/contact',
  '/mentions-legales',
  '/politique-confidentialite',
  '/faq',
  '/agence-marketing',
  '/tpe',
  '/pme',
  '/artisans',
  '/commercants',
  '/professions-liberales',
  '/btp-industrie',
  '/offices-tourisme',
  '/accessibilite',
];

describe('route table', () => {
  it('holds every path of the specification, the company-recruitment landing and the published results', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(SPEC_PATHS));
    expect(paths).toContain('/recruter-un-alternant');
    expect(paths).toContain('/resultats');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives the company pages to the entreprises app and the AI landing to its own app', () => {
    // Contains rather than equals: a new sector's page is its table entry and its content only.
    expect(routesOf('entreprises').map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/agence-marketing',
        '/artisans',
        '/btp-industrie',
        '/commercants',
        '/entreprises',
        '/offices-tourisme',
        '/pme',
        '/professions-liberales',
        '/recruter-un-alternant',
        '/tpe',
      ]),
    );
    expect(new Set(routesOf('entreprises').map((r) => r.template))).toEqual(new Set(['company', 'segment']));
    expect(ROUTES.filter((r) => r.template === 'segment' || r.template === 'company').every((r) => r.app === 'entreprises')).toBe(true);
    expect(routesOf('formation-ia').map((r) => r.path)).toEqual(['/formation-ia']);
    expect(APP_NAMES.every((app) => routesOf(app).length > 0)).toBe(true);
  });

  it('lists the sectors’ pages by their template, in the table’s order', () => {
    const sectors = pathsOfTemplate('segment');
    expect(sectors).toEqual(
      expect.arrayContaining([
        '/agence-marketing',
        '/tpe',
        '/pme',
        '/artisans',
        '/commercants',
        '/professions-liberales',
        '/btp-industrie',
        '/offices-tourisme',
      ]),
    );
    expect(sectors).toEqual(ROUTES.map((route) => route.path).filter((path) => sectors.includes(path as never)));
    for (const route of ROUTES) expect(PAGE_TEMPLATES, route.path).toContain(route.template);
  });

  it('redirects only to real routes, never from one', () => {
    for (const redirect of REDIRECTS) {
      expect(appForPath(redirect.to)).toBeDefined();
      expect(appForPath(redirect.from)).toBeUndefined();
    }
    expect(findRedirect('/programmes/formation-dirigeants-salaries/')?.to).toBe('/programmes/dirigeants-salaries');
  });

  it('places a route where React Router prerenders it', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/programmes/marketing-digital')).toBe('programmes/marketing-digital/index.html');
  });

  it('gives every app its own asset prefix', () => {
    const prefixes = APP_NAMES.map((app) => APPS[app].assetsDir);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('labels known segments and falls back to the raw segment', () => {
    expect(breadcrumbLabel('/programmes')).toBe('Programmes');
    expect(breadcrumbLabel('/programmes/marketing-digital/')).toBe('Marketing digital');
    expect(breadcrumbLabel('/programmes/inconnu')).toBe('inconnu');
  });

  it('normalizes a path with its trailing slash and fragment', () => {
    expect(normalizePath('/faq/#q1')).toBe('/faq');
  });
});

describe('titles follow French typography', () => {
  it('put a narrow no-break space before « : ; ! ? », a no-break space before « % », and use the typographic apostrophe', () => {
    for (const route of ROUTES) {
      expect(route.title, route.path).not.toMatch(/[ \u00a0][:;!?]/);
      expect(route.title, route.path).not.toMatch(/[ \u202f]%/);
      expect(route.title, route.path).not.toContain("'");
      expect(route.label, route.path).not.toContain("'");
    }
  });
});

describe('an experiment’s variant of a page (issue 37)', () => {
  it('is prerendered beside the page at an address no route has, and stands for the page', () => {
    for (const route of ROUTES) {
      for (const variant of ['a', 'b']) {
        const variantPath = variantPathOf(route.path, variant);
        expect(findRoute(variantPath), variantPath).toBeUndefined();
        expect(findRedirect(variantPath), variantPath).toBeUndefined();
        expect(basePathOf(variantPath)).toBe(route.path);
      }
      expect(basePathOf(route.path)).toBe(route.path);
    }
    expect(htmlFileOf(variantPathOf('/formation-ia', 'b'))).toBe('formation-ia/_b/index.html');
    expect(() => variantPathOf('/tpe', 'B')).toThrow(/Variante invalide/);
  });
});
