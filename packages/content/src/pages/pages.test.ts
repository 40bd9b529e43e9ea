import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type AppName, findRoute, PAGE_ROUTES } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { linkProblems, typographyProblems } from '../checks/pageChecks.ts';
import { experimentOn, VARIANTS, variantKey, variantPage } from '../experiments.ts';
import { NOT_FOUND_PATH, type Page } from '../model/page.ts';
import { pagesOfModule } from '../model/pageModule.ts';
import { anchorsOf } from '../model/walk.ts';
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
  it('has one hero, first: the page’s only <h1>', () => {
    expect(page.sections[0]?.kind).toBe('hero');
    expect(page.sections.filter((section) => section.kind === 'hero')).toHaveLength(1);
  });

  it('has a description search engines show whole (50 to 160 characters)', () => {
    expect(page.description.length, page.description).toBeGreaterThanOrEqual(50);
    expect(page.description.length, page.description).toBeLessThanOrEqual(160);
  });

  it('is written with French typography (the rules npm run release checks too: checks/pageChecks.ts)', () => {
    expect(typographyProblems(page)).toEqual([]);
  });

  it('links only to routes (or their redirects), anchors of the target page, and real addresses', () => {
    expect(linkProblems(page, pageByPath)).toEqual([]);
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
