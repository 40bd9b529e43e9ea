// The experiments as declared (issue 37): each on a page that carries its form, stated with what
// it needs before it starts, and its variants the same page but for what B changes.
import { findRoute, PAGE_ROUTES } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { EXPERIMENTS, experimentOn, runningExperiments, VARIANTS, variantKey, variantPage } from './experiments.ts';
import { CHECK_DAYS, pagesOfModule } from './model/pageModule.ts';
import type { ContactFormSection, HeroSection } from './model/sections.ts';
import { loadPageModule, pageModuleFile } from './pages/pageModules.ts';
import { bShareOfRequests, chanceOfWinning, requestsNeededFor, visitsNeededFor, winningLead } from './sequentialTest.ts';

/** What the proxies write in the log and the database's CHECK accepts (20261128200100). */
const VARIANT_SHAPE = /^[a-z0-9][a-z0-9-]{0,59}:[ab]$/;

describe.each(EXPERIMENTS.map((experiment) => [experiment.id, experiment] as const))('experiment %s', (_, experiment) => {
  it('has an id the log line and the stored request can carry', () => {
    for (const variant of VARIANTS) expect(variantKey(experiment, variant)).toMatch(VARIANT_SHAPE);
    expect(EXPERIMENTS.filter((other) => other.id === experiment.id)).toHaveLength(1);
  });

  it('tests a page of the route table whose form is on the page, on every day it is checked', async () => {
    const route = findRoute(experiment.landing);
    expect(route?.path).toBe(experiment.landing);
    expect(PAGE_ROUTES.map((entry) => entry.path)).toContain(experiment.landing);
    const module = await loadPageModule(pageModuleFile(route!.app, route!.path));
    for (const page of pagesOfModule(module, [...CHECK_DAYS])) {
      // The variant reaches the request through the page's own form: a landing whose calls lead to
      // another page's form would lose it (no cookie, no storage carries it there).
      expect(page.sections.some((section) => section.kind === 'contactForm')).toBe(true);
    }
  });

  it('states its dates, rates and needs before it starts, N as the sequential test sizes it', () => {
    expect(experiment.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (experiment.end !== undefined) expect(experiment.end >= experiment.start).toBe(true);
    expect(experiment.baselineRate).toBeGreaterThan(0);
    expect(experiment.baselineRate).toBeLessThan(1);
    expect(experiment.minimumLift).toBeGreaterThan(0);
    expect(experiment.requestsNeeded).toBe(requestsNeededFor({ minimumLift: experiment.minimumLift }));
    expect(experiment.visitsNeeded).toBe(visitsNeededFor(experiment));
  });

  it('serves the same page in both variants, B with its changes, each form sending its variant', async () => {
    const route = findRoute(experiment.landing)!;
    const module = await loadPageModule(pageModuleFile(route.app, route.path));
    const [page] = pagesOfModule(module, ['2026-11-28']);
    const a = variantPage(page!, experiment, 'a');
    const b = variantPage(page!, experiment, 'b');
    for (const [variant, copy] of [
      ['a', a],
      ['b', b],
    ] as const) {
      expect(copy.path, 'canonical: the page itself').toBe(page!.path);
      expect(copy.sections).toHaveLength(page!.sections.length);
      const forms = copy.sections.filter((section): section is ContactFormSection => section.kind === 'contactForm');
      expect(forms.map((form) => form.experimentVariant)).toEqual(forms.map(() => variantKey(experiment, variant)));
    }
    const heroOf = (sections: typeof a.sections) => sections.find((section): section is HeroSection => section.kind === 'hero')!;
    expect(heroOf(a.sections)).toEqual(heroOf(page!.sections));
    expect(heroOf(b.sections)).toEqual({ ...heroOf(page!.sections), ...experiment.variants.b.changes.hero });
    expect(heroOf(b.sections).title).not.toBe(heroOf(page!.sections).title);
    // The page as internal navigations get it sends no variant.
    expect(page!.sections.some((section) => section.kind === 'contactForm' && section.experimentVariant !== undefined)).toBe(false);
  });
});

describe('running experiments', () => {
  it('one at a time per page', () => {
    const landings = runningExperiments().map((experiment) => experiment.landing);
    expect(new Set(landings).size).toBe(landings.length);
    for (const experiment of runningExperiments()) expect(experimentOn(experiment.landing)).toBe(experiment);
  });
});

describe('the sequential test’s sizing (Evan Miller, « Simple Sequential A/B Testing »)', () => {
  it('wins at a lead of 2√N, rounded up to whole requests', () => {
    expect(winningLead(100)).toBe(20);
    expect(winningLead(175)).toBe(27);
    expect(winningLead(400)).toBe(40);
  });

  it('gives a false winner about 5 % of the time when B is no better, however often it is read', () => {
    for (const n of [100, 175, 400, 1000]) {
      const falseWins = chanceOfWinning(n, 0.5);
      expect(falseWins, `N = ${n}`).toBeLessThanOrEqual(0.05);
      expect(falseWins, `N = ${n}`).toBeGreaterThan(0.035);
    }
  });

  it('needs N requests for 80 % power: 400 to detect +30 %, 175 for +50 %', () => {
    expect(bShareOfRequests(0.3)).toBeCloseTo(1.3 / 2.3, 12);
    expect(requestsNeededFor({ minimumLift: 0.3 })).toBe(400);
    expect(requestsNeededFor({ minimumLift: 0.5 })).toBe(175);
    expect(chanceOfWinning(400, bShareOfRequests(0.3))).toBeGreaterThanOrEqual(0.8);
    expect(chanceOfWinning(399, bShareOfRequests(0.3))).toBeLessThan(0.8);
  });

  it('turns N into visits at the stated rates: at 3 %, +30 % needs about 5 800 visits a variant', () => {
    const visits = visitsNeededFor({ requestsNeeded: 400, baselineRate: 0.03, minimumLift: 0.3 });
    expect(visits).toBe(11_595);
    // The fixed-horizon figure was about 6 450 a variant, read once; this test may be read daily.
    expect(visits / 2).toBeLessThan(6450);
  });
});
