import { describe, expect, it } from 'vitest';
import { COST_AFTER_AID, companyOfferAsOf } from '../companyOffer.ts';
import { contactHref } from '../contactReasons.ts';
import type { Action } from '../model/link.ts';
import type { Page } from '../model/page.ts';
import { placeholder } from '../model/placeholder.ts';
import { hrefsOf, proseOf } from '../model/walk.ts';
import { loadPageModules } from '../pages/pageModules.ts';
import { typeset } from '../pages/typeset.ts';
import { SEGMENT_PATHS, type Segment, type SegmentOf } from './segment.ts';
import { SEGMENT_SECTION_KINDS, segmentPage } from './segmentPage.ts';
import { COMPANY_CONTACT_HREF, COMPANY_STEPS, FOLLOW_UP_ITEMS, SHARED_ANCHORS, sharedCompanyQuestions } from './sharedSections.ts';

/** The day the pages are built as of here: the rules checked (2026 aid scheme, 2026 SMIC). */
const DAY = '2026-11-24';
const OFFER = companyOfferAsOf(DAY);

/** The company pages as their modules export them: the page as of `DAY`, and the record it was built from. */
const modules = (await loadPageModules()).filter((entry) => entry.app === 'entreprises').map((entry) => entry.module as Record<string, unknown>);
const companyPages = Object.values(modules).map((module) => (module.pageAsOf as (asOf: string) => Page)(DAY));
const segmentModules = Object.values(modules)
  .map((module) => ({
    page: (module.pageAsOf as (asOf: string) => Page)(DAY),
    record: Object.values(module).find((value): value is SegmentOf => typeof value === 'function' && value !== module.pageAsOf),
  }))
  .filter((entry) => (SEGMENT_PATHS as readonly string[]).includes(entry.page.path));

const EXAMPLE = placeholder('Exemple de test.');

/** A record with every optional part, to see where the builder puts each. */
const FULL: Segment = {
  path: '/pme',
  description: 'Une description de test, assez longue pour être montrée entière par les moteurs.',
  audience: 'Testeurs',
  serviceName: 'Service de test',
  hero: { title: 'Titre du secteur', subtitle: 'Sous-titre du secteur', illustration: 'success' },
  pitch: { title: 'Le constat', paragraphs: ['Premier paragraphe.', 'Second paragraphe.'] },
  painPoints: { title: 'Les freins', items: [{ title: 'Un frein' }] },
  benefits: { title: 'Les avantages', items: [{ title: 'Un avantage' }] },
  figures: { title: 'Les chiffres du secteur', items: [{ value: '12 %', label: 'de test' }] },
  tasks: { title: 'Les missions', items: [{ title: 'Une mission' }] },
  profiles: { title: 'Les profils', items: [{ title: 'Un profil' }] },
  example: {
    title: 'Un exemple',
    scenario: 'Une entreprise de test accueille un apprenti.',
    case: { age: 22, contractYear: 1, level: 6, size: 'under250', disabledWorker: false },
  },
  costAfterAid: COST_AFTER_AID['offices-tourisme'],
  steps: 'three',
  testimonials: { title: 'Les témoignages', items: [{ quote: 'Très bien.', author: 'Alex', role: 'Gérant', type: 'company', placeholder: EXAMPLE }] },
  logos: { title: 'Les logos', items: [{ name: 'Entreprise A', placeholder: EXAMPLE }] },
  offer: { title: 'Publiez une offre', text: 'Gratuitement.' },
  faq: [{ question: 'Une question du secteur ?', answer: 'Une réponse.' }],
  calls: {
    hero: 'Bouton du héros',
    final: { title: 'Appel final', text: 'Texte final.', label: 'Bouton final' },
    extra: [{ label: 'Je cherche une alternance', href: '/candidater' }],
  },
};

/** The same record with only what every sector must say. */
const MINIMAL: Segment = {
  path: '/tpe',
  description: FULL.description,
  audience: FULL.audience,
  serviceName: FULL.serviceName,
  hero: FULL.hero,
  pitch: FULL.pitch,
  example: FULL.example,
  steps: 'four',
  faq: [],
  calls: { hero: 'Bouton du héros', final: FULL.calls.final },
};

/** A section's place: its anchor, else its kind. */
const places = (page: Page) => page.sections.map((section) => section.id ?? section.kind);
const SHARED_ORDER = [
  'hero',
  SHARED_ANCHORS.aid,
  SHARED_ANCHORS.estimate,
  SHARED_ANCHORS.howItWorks,
  SHARED_ANCHORS.followUp,
  SHARED_ANCHORS.questions,
  SHARED_ANCHORS.finalCall,
  'mobileActions',
];
const sharedPlaces = (page: Page) => places(page).filter((place) => SHARED_ORDER.includes(place));
/** The section with that anchor, seen as the shape a test reads. */
const sectionById = <T = { items: unknown[] }>(page: Page, id: string) => page.sections.find((section) => section.id === id) as unknown as T;

const builtPages = [
  ['the full record', segmentPage(FULL, OFFER)],
  ['the minimal record', segmentPage(MINIMAL, OFFER)],
  ...segmentModules.map((entry) => [entry.page.path, entry.page] as const),
] as const;

describe('the sector pages', () => {
  it('are one module per sector, each a record turned into a page by segmentPage (data, not copies)', () => {
    expect(segmentModules.map((entry) => entry.page.path).sort()).toEqual([...SEGMENT_PATHS].sort());
    for (const { page, record } of segmentModules) {
      expect(record, `${page.path} exports its Segment record`).toBeDefined();
      expect(page).toEqual(segmentPage(record!(OFFER), OFFER));
    }
  });

  it('show the steps the specification gives each sector', () => {
    const stepsOf = (path: string) => segmentModules.find((entry) => entry.page.path === path)!.page.sections.find((section) => section.kind === 'steps');
    for (const path of ['/tpe', '/artisans', '/commercants']) expect(stepsOf(path)).toMatchObject({ items: { length: 4 } });
    for (const path of ['/professions-liberales', '/btp-industrie', '/offices-tourisme']) expect(stepsOf(path)).toMatchObject({ items: { length: 3 } });
  });

  it('give the cost after aid where the specification gives it, with the case that backs it, else the computed range', () => {
    const text = (path: string) => JSON.stringify(segmentModules.find((entry) => entry.page.path === path)!.page).replace(/[\u00a0\u202f]/g, ' ');
    const underEighteen = 'pour un apprenti de moins de 18 ans, en 1re année d’un diplôme de niveau 5 (Bac+2), dans une entreprise de moins de 250 salariés';
    expect(text('/commercants')).toContain('moins de 200 € par mois');
    expect(text('/commercants')).toContain(underEighteen);
    for (const path of ['/artisans', '/professions-liberales', '/btp-industrie']) {
      expect(text(path)).toContain('moins de 300 € par mois');
      expect(text(path)).toContain(underEighteen);
    }
    // No case open to every employer gives 150 to 300 € (companyOffer.test.ts): never stated.
    expect(text('/offices-tourisme')).not.toContain('150 à 300');
    expect(text('/offices-tourisme')).toContain('de 117 à 1 657 € par mois');
  });
});

describe.each(builtPages)('segmentPage: %s', (_, page) => {
  it('has the shared sections, in the same order, hero first and the phone’s buttons last', () => {
    expect(sharedPlaces(page)).toEqual(SHARED_ORDER);
    expect(page.sections[0]?.kind).toBe('hero');
    expect(page.sections.at(-1)?.kind).toBe('mobileActions');
  });

  it('is made of the segment kinds only, so one list of renderers draws every sector', () => {
    for (const section of page.sections) expect(SEGMENT_SECTION_KINDS).toContain(section.kind);
  });

  it('shares the same follow-up, and the steps of its variant', () => {
    expect(sectionById(page, SHARED_ANCHORS.followUp)).toMatchObject({ items: typeset(FOLLOW_UP_ITEMS) });
    const steps = sectionById(page, SHARED_ANCHORS.howItWorks);
    expect([typeset(COMPANY_STEPS.four), typeset(COMPANY_STEPS.three)]).toContainEqual(steps.items);
  });

  it('leads every call to action to /contact with the company reason', () => {
    expect(COMPANY_CONTACT_HREF).toBe(contactHref('recrutement'));
    for (const { path, href } of hrefsOf(page)) {
      if (href.startsWith('/contact')) expect(href, path).toBe(COMPANY_CONTACT_HREF);
    }
    const first = (kind: string, id?: string) =>
      (page.sections.find((section) => section.kind === kind && (id === undefined || section.id === id)) as { actions: readonly Action[] }).actions[0]?.href;
    expect(first('hero')).toBe(COMPANY_CONTACT_HREF);
    expect(first('callToAction', SHARED_ANCHORS.finalCall)).toBe(COMPANY_CONTACT_HREF);
    const mobile = page.sections.find((section) => section.kind === 'mobileActions') as { actions: readonly Action[] };
    expect(mobile.actions.map((action) => action.href)).toEqual([COMPANY_CONTACT_HREF, COMPANY_CONTACT_HREF]);
  });

  it('declares its service for search engines', () => {
    expect(page.structuredData).toEqual([expect.objectContaining({ type: 'service', name: expect.any(String), audience: expect.any(String) })]);
  });

  it('words the state aid one way, the amount of the rules of its day, never « per year »', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').toLowerCase();
    const prose = proseOf(page).map((entry) => plain(entry.text));
    expect(prose.some((text) => text.includes(plain(OFFER.aid!.wording)))).toBe(true);
    for (const text of prose) expect(text).not.toMatch(/par an\b|\/ ?an\b|annuel/i);
  });
});

describe('what a sector page says of its own (issue 22)', () => {
  const words = (text: string) => text.split(/[\s\u00a0\u202f]+/).filter(Boolean).length;
  /** What a reader meets: every text of the page but the estimate's assumptions, folded under a disclosure, and the rules the estimator computes with. */
  const readTexts = (page: Page) =>
    proseOf(page)
      .filter((entry) => !/\.assumptions\[|\.rules\./.test(entry.path))
      .map((entry) => entry.text.replace(/[\s\u00a0\u202f]+/g, ' ').trim());
  const textSets = companyPages.map((page) => new Set(readTexts(page)));

  it.each(segmentModules.map((entry) => [entry.page.path, entry.page] as const))(
    '%s: at most half of its words are in texts that five or more company pages repeat word for word',
    (_, page) => {
      const texts = readTexts(page);
      const shared = texts.filter((text) => textSets.filter((set) => set.has(text)).length >= 5);
      const share = shared.reduce((sum, text) => sum + words(text), 0) / texts.reduce((sum, text) => sum + words(text), 0);
      expect(share).toBeLessThanOrEqual(0.5);
    },
  );

  it.each(segmentModules.map((entry) => [entry.page.path, entry.page] as const))('%s: gives its example, computed with the rules of its day', (_, page) => {
    const example = sectionById<{ blocks: { type: string; items?: { term: string; description: string }[] }[] }>(page, 'exemple');
    const figures = example.blocks.find((block) => block.type === 'definitions')!.items!;
    expect(figures.map((item) => item.term)).toEqual(['Salaire brut minimum', 'Aide de l’État', 'Reste à payer']);
    for (const item of figures) expect(item.description).toMatch(/\d/);
  });

  it('states an amount of aid only with the diploma or the level it is for', () => {
    for (const page of companyPages) {
      for (const text of proseOf(page).map((entry) => entry.text)) {
        if (/\d\u00a0€ d’aide de l’État/.test(text)) expect(text, page.path).toMatch(/niveau|Bachelor/);
      }
    }
    expect(OFFER.aid?.line).toBe(
      'Jusqu’à 4\u00a0500\u00a0€ d’aide de l’État pour un diplôme de niveau 5 (2\u00a0000\u00a0€ pour le Bachelor Marketing Digital)',
    );
  });
});

describe('segmentPage puts the sector’s content where it belongs', () => {
  const full = segmentPage(FULL, OFFER);

  it('orders the sector’s sections around the shared ones', () => {
    expect(places(full)).toEqual([
      'hero',
      'enjeux',
      'difficultes',
      'avantages',
      'chiffres',
      'missions',
      'profils',
      'exemple',
      SHARED_ANCHORS.aid,
      SHARED_ANCHORS.estimate,
      SHARED_ANCHORS.howItWorks,
      SHARED_ANCHORS.followUp,
      'temoignages',
      'references',
      'offre',
      SHARED_ANCHORS.questions,
      SHARED_ANCHORS.finalCall,
      'mobileActions',
    ]);
    expect(places(segmentPage(MINIMAL, OFFER))).toEqual(['hero', 'enjeux', 'exemple', ...SHARED_ORDER.slice(1)]);
  });

  it('gives the hero the sector’s words and the shared promises', () => {
    expect(full.sections[0]).toMatchObject({
      kind: 'hero',
      title: FULL.hero.title,
      subtitle: FULL.hero.subtitle,
      illustration: 'success',
      actions: [{ label: 'Bouton du héros', href: COMPANY_CONTACT_HREF }, { href: `#${SHARED_ANCHORS.howItWorks}` }],
    });
  });

  it('asks the shared questions first, then the sector’s', () => {
    const faq = sectionById<{ items: { question: string }[] }>(full, SHARED_ANCHORS.questions);
    const shared = typeset(sharedCompanyQuestions(OFFER, OFFER.cost(FULL.costAfterAid!))).map((item) => item.question);
    expect(faq.items.map((item) => item.question)).toEqual([...shared, typeset('Une question du secteur ?')]);
  });

  it('shows the cost after aid only for a sector the specification gives one', () => {
    const costFigures = (page: Page) =>
      sectionById<{ items: { label: string }[] }>(page, SHARED_ANCHORS.aid).items.filter((item) => item.label.includes('par mois'));
    expect(costFigures(full)).toHaveLength(1);
    expect(costFigures(segmentPage(MINIMAL, OFFER))).toHaveLength(0);
  });

  it('ends with the sector’s closing call, its extra buttons after the one to /contact', () => {
    expect(sectionById(full, SHARED_ANCHORS.finalCall)).toMatchObject({
      title: 'Appel final',
      actions: [
        { label: 'Bouton final', href: COMPANY_CONTACT_HREF },
        { label: 'Je cherche une alternance', href: '/candidater', style: 'outline' },
      ],
    });
  });
});

describe('the company pages that are not sectors', () => {
  const hub = companyPages.find((page) => page.path === '/entreprises')!;
  const landing = companyPages.find((page) => page.path === '/recruter-un-alternant')!;

  it('the hub leads to every sector, the recruitment landing and the AI course', () => {
    const hrefs = hrefsOf(hub).map((entry) => entry.href);
    for (const path of [...SEGMENT_PATHS, '/recruter-un-alternant', '/formation-ia', '/candidater']) expect(hrefs).toContain(path);
  });

  it.each([['/entreprises'], ['/recruter-un-alternant']])('%s sends every request to /contact with the company reason', (path) => {
    const page = path === '/entreprises' ? hub : landing;
    const contacts = hrefsOf(page).filter((entry) => entry.href.startsWith('/contact'));
    expect(contacts.length).toBeGreaterThan(0);
    for (const { href } of contacts) expect(href).toBe(COMPANY_CONTACT_HREF);
  });
});
