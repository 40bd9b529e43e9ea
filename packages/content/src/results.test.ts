import { describe, expect, it } from 'vitest';
import { launchReport } from './launch/launchCheck.ts';
import type { ResultsSection, TableSection } from './model/sections.ts';
import { page } from './pages/site/resultats.ts';
import { formatIndicator, INSERJEUNES, inserJeunesCovers, resultsHref, SMALL_COHORT } from './results.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const results = page.sections.filter((section): section is ResultsSection => section.kind === 'results');

describe('an indicator', () => {
  it(`is a rate from ${SMALL_COHORT} people on, rounded to the unit`, () => {
    expect(plain(formatIndicator({ count: 23, cohort: 25, period: 'promotion 2025-2026', source: 'x' }))).toBe('92 %');
    expect(plain(formatIndicator({ count: 18, cohort: SMALL_COHORT, period: 'p', source: 'x' }))).toBe('90 %');
  });

  it(`is a count under ${SMALL_COHORT} people: one person would move a rate by more than 5 points`, () => {
    expect(formatIndicator({ count: 9, cohort: 12, period: 'promotion 2025-2026', source: 'x' })).toBe('9 sur 12');
    expect(formatIndicator({ count: 19, cohort: 19, period: 'p', source: 'x' })).toBe('19 sur 19');
  });
});

describe('/resultats', () => {
  it('has one section per diploma prepared in apprenticeship, at the anchor its course page links to', () => {
    expect(results.map((section) => section.id)).toEqual([
      'resultats-bachelor-marketing-digital',
      'resultats-community-manager',
      'resultats-digital-business-developer',
    ]);
    expect(resultsHref('bachelor-marketing-digital')).toBe('/resultats#resultats-bachelor-marketing-digital');
  });

  it('gives each diploma the six indicators of art. L6111-8, with the Bachelor’s period, and no invented value', () => {
    for (const section of results) {
      expect(section.indicators).toHaveLength(6);
      for (const indicator of section.indicators) expect(indicator.value).toBeUndefined();
    }
    expect(results[0]!.indicators.every((indicator) => indicator.period === 'promotion 2025-2026')).toBe(true);
    expect(results[0]!.status).toMatch(/^Données en cours de consolidation/);
  });

  it('says the Bachelor (level 6) is outside InserJeunes, with the link; says nothing of a diploma whose level is not known', () => {
    expect(inserJeunesCovers(5)).toBe(true);
    expect(inserJeunesCovers(6)).toBe(false);
    expect(inserJeunesCovers(undefined)).toBeUndefined();
    expect(JSON.stringify(results[0]!.note)).toContain(INSERJEUNES.link.href);
    expect(JSON.stringify(results[0]!.note)).toContain('niveau 6');
    expect(results[1]!.note).toBeUndefined();
  });

  it('lists every claimed figure with its period, cohort and source, or « À publier »', () => {
    const table = page.sections.find((section) => section.kind === 'table') as TableSection;
    expect(table.id).toBe('chiffres-annonces');
    expect(table.rows.map((row) => plain(row[0]!))).toContain('97 %');
    for (const row of table.rows) expect(row.slice(2)).toEqual(['À publier', 'À publier', 'En cours de vérification']);
  });

  it('lists each missing indicator in the launch check, for /resultats and the course page', () => {
    const fact = launchReport([page], {}).facts.find((each) => each.id === 'results.bachelor-marketing-digital.obtention');
    expect(fact?.usedOn).toEqual(['/resultats', '/programmes/marketing-digital']);
  });
});
