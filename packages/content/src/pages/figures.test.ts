import { describe, expect, it } from 'vitest';
import { AI_COURSE } from '../aiCourse.ts';
import { PAY_GRID } from '../apprenticeship/payGrid.ts';
import { CLAIM_LIST, CLAIMS, CLAIMS_ANCHOR, CLAIMS_HREF, claimFigure, claimLink } from '../claims.ts';
import { formatPercent } from '../format.ts';
import { launchReport } from '../launch/launchCheck.ts';
import type { Page } from '../model/page.ts';
import { hrefsOf, proseOf } from '../model/walk.ts';
import { loadAllPages } from './pageModules.ts';

/**
 * Every figure on the site comes from an entry with its source (DESIGN.md §2.12, issue 22 §3): a
 * claim of `CLAIMS` (published with its period, cohort and source, or provisional, listed by the
 * launch check and said « en cours de vérification » beside it), or a rule or fact whose source
 * is in its module. A percentage typed into copy from neither fails here.
 */
const allPages: Page[] = await loadAllPages();
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A claimed figure or a rate in copy: `97 %`, `+30 %`, `50+`. */
const FIGURE = /[+]?\d+(?:[ ,]\d+)? ?%|\b\d+\+/g;
const figuresIn = (text: string) => [...plain(text).matchAll(FIGURE)].map((match) => match[0]);

/** The figures that are not claims, each with where its source is. */
const RULE_FIGURES = new Map<string, string>([
  // The pay grid's rates (art. D6222-26 of the Code du travail, apprenticeship/payGrid.ts).
  ...PAY_GRID.flatMap((band) => band.ratesPercent.map((rate) => [plain(formatPercent(rate)), 'apprenticeship/payGrid.ts'] as const)),
  // « 100 % à distance », « 100 % distanciel »: how every course is taught (spec §1, §2).
  ['100 %', 'the courses’ modality (courses.ts, courseRecords/)'],
  // The AI course's funding by the OPCO, up to 100 % (spec §2 /formation-ia, aiCourse.ts).
  [plain(formatPercent(AI_COURSE.opcoCoveragePercent)), 'aiCourse.ts'],
]);
const CLAIM_VALUES = new Set(CLAIM_LIST.map((claim) => plain(claim.value)));

describe('figures in page copy', () => {
  it.each(allPages.map((page) => [page.path, page] as const))(
    '%s: each comes from a claim or a sourced rule, and a claim links to its source',
    (path, page) => {
      for (const [index, section] of page.sections.entries()) {
        const texts = proseOf({ ...page, description: '', sections: [section] }).map((entry) => entry.text);
        const links = hrefsOf({ ...page, sections: [section] }).map((entry) => entry.href);
        for (const figure of texts.flatMap(figuresIn)) {
          const known = CLAIM_VALUES.has(figure) || RULE_FIGURES.has(figure);
          expect(known, `${path}, sections[${index}]: « ${figure} » comes from no claim and no sourced rule`).toBe(true);
          if (CLAIM_VALUES.has(figure) && !RULE_FIGURES.has(figure) && section.id !== CLAIMS_ANCHOR) {
            expect(links, `${path}, sections[${index}]: « ${figure} » without the link to its source`).toContain(CLAIMS_HREF);
          }
        }
      }
    },
  );

  it.each(allPages.map((page) => [page.path, page] as const))(
    '%s: its description, which a search engine shows without a link, claims no figure',
    (_, page) => {
      const claimed = figuresIn(page.description).filter((figure) => CLAIM_VALUES.has(figure) && !RULE_FIGURES.has(figure));
      expect(claimed).toEqual([]);
    },
  );

  it('the launch check lists every claim not published yet, with the pages that show it', () => {
    const report = launchReport(allPages, {});
    for (const claim of CLAIM_LIST.filter((each) => !each.published)) {
      const fact = report.facts.find((each) => each.id === `claims.${claim.id}`);
      expect(fact, claim.id).toBeDefined();
    }
    expect(report.facts.find((fact) => fact.id === 'claims.graduatesEmployed')?.usedOn).toEqual(expect.arrayContaining(['/', '/etudiants', '/resultats']));
  });
});

describe('a claimed figure', () => {
  it('while provisional, says it is being checked, and its link promises no source', () => {
    expect(claimLink(CLAIMS.graduatesEmployed)).toEqual({ label: 'Chiffre en cours de vérification', href: '/resultats#chiffres-annonces' });
    expect(claimFigure(CLAIMS.graduatesEmployed)).toEqual([
      { value: CLAIMS.graduatesEmployed.value, label: 'de nos diplômés en emploi dans les 3 mois', source: claimLink(CLAIMS.graduatesEmployed) },
    ]);
  });

  it('once published, gives its source, period and cohort', () => {
    const published = { ...CLAIMS.graduatesEmployed, published: { period: 'promotion 2025-2026', cohort: '24 diplômés', source: 'Enquête de l’école' } };
    expect(claimFigure(published)).toEqual([
      expect.objectContaining({ source: { label: 'Source : nos résultats', href: CLAIMS_HREF }, detail: 'promotion 2025-2026, 24 diplômés' }),
    ]);
  });

  it('whose meaning the school has not given is shown nowhere (the craftspeople’s « 80 % »)', () => {
    expect(claimFigure(CLAIMS.craftspeopleClaim)).toEqual([]);
    const artisans = allPages.filter((page) => page.path === '/artisans');
    for (const page of artisans) expect(JSON.stringify(page)).not.toContain('ce qu’ils déclarent');
  });
});

describe('what pages never say', () => {
  /** A provisional item's own instructions, or a template standing for a fact (issue 22 §6). */
  const INSTRUCTIONS = /à fournir|à préciser|sera précisé|Prénom N\.|à remplacer|valeur provisoire|communiquée? lors de l’entretien|communiqués? sur demande/i;

  it.each(allPages.map((page) => [page.path, page] as const))('%s: no placeholder’s instructions, no template name', (path, page) => {
    // A placeholder's note is for the launch check, never rendered.
    for (const { path: where, text } of proseOf(page).filter((entry) => !entry.path.includes('.placeholder.'))) {
      expect(text, `${path} ${where}`).not.toMatch(INSTRUCTIONS);
    }
  });

  it.each(allPages.map((page) => [page.path, page] as const))(
    '%s: a registered title is never « reconnu par l’État », never a Master; Bac+3 is said beside the RNCP registration',
    (path, page) => {
      for (const { path: where, text } of proseOf(page)) {
        expect(text, `${path} ${where}`).not.toMatch(/reconnu par l[’']État|diplôme d[’']État|\bMast[eè]re?\b/i);
      }
      for (const [index, section] of page.sections.entries()) {
        const text = proseOf({ ...page, description: '', sections: [section] })
          .map((entry) => entry.text)
          .join(' ');
        // The Bachelor's « Bac+3 », not a level's span (« niveau 6 (Bac+3, Bac+4) »).
        if (/Bac\+3(?!, Bac\+4)/.test(text)) expect(text, `${path}, sections[${index}]`).toMatch(/RNCP/);
      }
    },
  );
});
