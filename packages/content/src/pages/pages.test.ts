import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type AppName, findRedirect, findRoute, PAGE_ROUTES } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS } from '../contactReasons.ts';
import { experimentOn, VARIANTS, variantKey, variantPage } from '../experiments.ts';
import { hrefKind, splitHref } from '../model/link.ts';
import { NOT_FOUND_PATH, type Page } from '../model/page.ts';
import { pagesOfModule } from '../model/pageModule.ts';
import { anchorsOf, hrefsOf, proseOf } from '../model/walk.ts';
import { PUBLIC_DOCUMENTS } from '../school.ts';
import type { PageFacts } from './facts/pageFacts.ts';
import { loadPageModules, NOT_FOUND_SLUG, pageModuleFile } from './pageModules.ts';

/**
 * Every page module of the site, found by its place (`pages/<app>/<slug>.ts`, pageModules.ts): a
 * new page gets every check below without writing a test.
 */
const entries = (await loadPageModules()).map((entry) => ({ ...entry, pages: pagesOfModule(entry.module) }));
const allPages = entries.flatMap((entry) => entry.pages);
const pageByPath = new Map<string, Page>(allPages.map((page) => [page.path, page]));
/** Each running experiment's variants of its page (issue 37): pages visitors read, checked alike. */
const variantPages = allPages.flatMap((page) => {
  const experiment = experimentOn(page.path);
  return experiment ? VARIANTS.map((variant) => [`${page.path} (${variantKey(experiment, variant)})`, variantPage(page, experiment, variant)] as const) : [];
});

describe('page modules', () => {
  it('are found', () => {
    expect(entries.length).toBeGreaterThanOrEqual(6);
  });

  it.each(entries.map((entry) => [entry.shown, entry] as const))('%s describes the route its place names, in its app', (_, entry) => {
    expect(entry.pages.length, 'exports `page` or `pageAsOf`').toBeGreaterThan(0);
    for (const page of entry.pages) {
      if (page.path === NOT_FOUND_PATH) {
        expect(entry.slug).toBe(NOT_FOUND_SLUG);
        continue;
      }
      expect(pageModuleFile(entry.app as AppName, page.path).shown, `${entry.shown} décrit ${page.path}`).toBe(entry.shown);
    }
  });
});

describe.each([...allPages.map((page) => [page.path, page] as const), ...variantPages])('%s', (_, page) => {
  const prose = proseOf(page);

  it('has one hero, first: the page’s only <h1>', () => {
    expect(page.sections[0]?.kind).toBe('hero');
    expect(page.sections.filter((section) => section.kind === 'hero')).toHaveLength(1);
  });

  it('has a description search engines show whole (50 to 160 characters)', () => {
    expect(page.description.length, page.description).toBeGreaterThanOrEqual(50);
    expect(page.description.length, page.description).toBeLessThanOrEqual(160);
  });

  it('is written with French typography', () => {
    for (const { path: where, text } of prose) {
      const at = `${where}: « ${text} »`;
      // The typographic apostrophe, never the typewriter one (nor a quote used as one).
      expect(text, at).not.toMatch(/['`´]/);
      // A narrow no-break space before ; ! ? and :, never a plain or a wide one (and never none
      // after a word: « Bonjour! »). Times (10:30) and addresses are not prose.
      expect(text, at).not.toMatch(/[ \u00a0][;!?:]/);
      expect(text, at).not.toMatch(/[\p{L}\p{N})»][;!?](?=\s|$)/u);
      expect(text, at).not.toMatch(/[\p{L})»] ?:(?=\s|$)/u);
      // A no-break space before % and €, and inside « ».
      expect(text, at).not.toMatch(/(?:[ \u202f]|\d)[%€]/);
      expect(text, at).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
      // Thousands grouped: 5 000 €, never 5000 € nor 5.000 €.
      expect(text, at).not.toMatch(/\b\d{4,}\u00a0?€|\b\d{1,3}\.\d{3}\b/);
      // The three dots of an ellipsis are the spec's « Envoi en cours... » only, never in page copy.
      expect(text, at).not.toMatch(/ {2,}|^\s|\s$/);
    }
  });

  it('links only to routes (or their redirects), anchors of the target page, and real addresses', () => {
    for (const { path: where, href } of hrefsOf(page)) {
      const kind = hrefKind(href);
      if (kind === 'external') expect(() => new URL(href), `${where}: ${href}`).not.toThrow();
      if (kind === 'mailto') expect(href, where).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
      if (kind === 'tel') expect(href, where).toMatch(/^tel:\+\d{6,15}$/);
      if (kind === 'document') expect(PUBLIC_DOCUMENTS, `${where}: ${href} is not a document the site serves`).toContain(href);
      if (kind !== 'route' && kind !== 'anchor') continue;
      const { path: target = page.path, anchor } = splitHref(href);
      expect(findRoute(target) ?? findRedirect(target), `${where}: ${href} is not a route`).toBeDefined();
      if (anchor !== undefined) {
        const targetPage = pageByPath.get(findRoute(target)?.path ?? '');
        expect(targetPage, `${where}: ${href}: no page to hold #${anchor}`).toBeDefined();
        expect(anchorsOf(targetPage!), `${where}: ${href}: #${anchor} is not on ${target}`).toContain(anchor);
      }
      const query = href.split('#')[0]!.split('?')[1];
      if (query !== undefined) {
        // The only query a page links with is /contact's reason, and only a known one.
        const params = new URLSearchParams(query);
        expect([...params.keys()], `${where}: ${href}`).toEqual(['objet']);
        expect(
          CONTACT_REASONS.map((reason) => reason.slug),
          `${where}: ${href}`,
        ).toContain(params.get('objet'));
      }
    }
  });

  it('gives each anchor to one section only', () => {
    const anchors = anchorsOf(page);
    expect(new Set(anchors).size, anchors.join(', ')).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('keeps the route table’s title for the <title>: the page never names one of its own', () => {
    expect(page).not.toHaveProperty('title');
    if (page.path !== NOT_FOUND_PATH) expect(findRoute(page.path)?.title).toBeTruthy();
  });
});

describe('the route table and the page modules', () => {
  const found = new Set(entries.map((entry) => entry.shown));

  it('give every route its page module: a route without one names the file to write', () => {
    const missing = PAGE_ROUTES.map((route) => pageModuleFile(route.app, route.path).shown).filter((shown) => !found.has(shown));
    expect(missing, `Routes sans page : écrivez ${missing.join(', ')} (voir CONTRIBUTING.md, « Ajouter une page »).`).toEqual([]);
  });

  it('give every page module its route: a page without one names the table to complete', () => {
    const routed = new Set(PAGE_ROUTES.map((route) => pageModuleFile(route.app, route.path).shown));
    routed.add(pageModuleFile('site', NOT_FOUND_PATH).shown);
    const orphans = entries.map((entry) => entry.shown).filter((shown) => !routed.has(shown));
    expect(orphans, `Pages sans route : ajoutez leur chemin à packages/routes/src/table.ts, ou supprimez ${orphans.join(', ')}.`).toEqual([]);
  });

  it('hold the not-found page, in the site app', () => {
    expect(found).toContain(pageModuleFile('site', NOT_FOUND_PATH).shown);
  });
});

describe('the e2e facts kept beside a page’s content', () => {
  const withFacts = entries.filter((entry) => existsSync(entry.file.replace(/\.ts$/, '.facts.ts')));

  it('are found (e2e/tests/pages.spec.ts checks them on the served pages)', () => {
    expect(withFacts.length).toBeGreaterThanOrEqual(29);
  });

  it.each(withFacts.map((entry) => [entry.shown, entry] as const))('%s: its facts name its route', async (_, entry) => {
    const { facts } = (await import(pathToFileURL(entry.file.replace(/\.ts$/, '.facts.ts')).href)) as { facts: PageFacts };
    expect(pageModuleFile(entry.app as AppName, facts.path).shown).toBe(entry.shown);
  });
});
