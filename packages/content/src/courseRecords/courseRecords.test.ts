import { describe, expect, it } from 'vitest';
import { describedPendingFacts } from '../data/describe.ts';
import { launchReport } from '../launch/launchCheck.ts';
import { CERTIFYING_COURSE_ITEMS, COURSE_INFO_ITEMS, type CourseInfoItemId, EVERY_COURSE_ITEMS, OPEN_ITEM_MARK } from '../model/courseInfo.ts';
import type { Page } from '../model/page.ts';
import { isMissing } from '../model/placeholder.ts';
import type { KeyInformationSection } from '../model/sections.ts';
import { proseOf } from '../model/walk.ts';
import { loadAllPages } from '../pages/pageModules.ts';
import { BUSINESS_DEVELOPER_RECORD, COMMUNITY_MANAGER_RECORD } from './apprenticeshipProfile.ts';
import { BACHELOR_CERTIFICATION, BACHELOR_RECORD } from './bachelor.ts';
import type { CourseRecord, Item } from './courseRecord.ts';
import { keyInformationSection, registeredWording, rncpHref } from './keyInformation.ts';
import { AI_COURSE_RECORD, LEADERS_RECORD } from './shortCourses.ts';

/**
 * The five course pages against the public-information duties (Qualiopi indicators 1 and 3): each
 * renders one « Informations clés » block from its record, with every item; an item the school has
 * not supplied is a missing fact the launch check lists for that page (and a production build
 * refuses), never a guess nor its own instructions.
 */
const RECORDS: readonly CourseRecord[] = [BACHELOR_RECORD, COMMUNITY_MANAGER_RECORD, BUSINESS_DEVELOPER_RECORD, LEADERS_RECORD, AI_COURSE_RECORD];
const allPages = await loadAllPages();
const pagesOf = (path: string) => allPages.filter((page) => page.path === path);
const keyInformationOf = (page: Page) => page.sections.filter((section): section is KeyInformationSection => section.kind === 'keyInformation');

/** The record's parts behind a block item (the certification's sub-items included). */
function recordItem(record: CourseRecord, id: CourseInfoItemId): Item | readonly unknown[] {
  const { certification } = record;
  const certifying = !isMissing(certification) && certification.certifying ? certification : undefined;
  switch (id) {
    case 'contacts':
    case 'accessibility':
      return [];
    case 'certification':
      return isMissing(certification) ? [certification] : certifying ? [certifying.title, certifying.rncp, certifying.level] : [];
    case 'certifier':
      return certifying ? [certifying.certifier] : [];
    case 'registration':
      return certifying ? [certifying.registeredOn, certifying.expiresOn] : [];
    case 'skillBlocks':
      return certifying ? [certifying.skillBlocks] : [];
    case 'equivalences':
      return certifying?.equivalences ?? [];
    case 'after':
      return certifying?.after ?? [];
    case 'passRate':
      return [];
    default:
      return record[id];
  }
}

const report = launchReport(
  RECORDS.flatMap((record) => pagesOf(record.path)),
  {},
);

describe.each(RECORDS.map((record) => [record.path, record] as const))('%s', (path, record) => {
  const pages = pagesOf(path);

  it('has one page module, and each of its pages shows one « Informations clés » block, dated', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const blocks = keyInformationOf(page);
      expect(blocks).toHaveLength(1);
      expect(blocks[0]).toMatchObject({ id: 'informations-cles', title: 'Informations clés' });
      expect(blocks[0]!.updated).toMatch(/^Mis à jour le \d{1,2}(er)?\u00a0?\s?\S+ \d{4}$/);
    }
  });

  it('renders every item of indicator 1 (and 3 for a certification), or lists the missing one for this page', () => {
    const certifying = !isMissing(record.certification) && record.certification.certifying;
    const expected: CourseInfoItemId[] = [...EVERY_COURSE_ITEMS, ...(certifying ? CERTIFYING_COURSE_ITEMS : [])];
    for (const page of pages) {
      const block = keyInformationOf(page)[0]!;
      const shown = new Set(block.items.map((item) => item.id));
      for (const id of expected) {
        if (shown.has(id)) continue;
        // Left out only because the school has not supplied it: each missing part is listed for this page.
        const parts = recordItem(record, id);
        const missing = (parts as readonly unknown[]).filter(isMissing);
        expect(missing.length, `${path} — « ${COURSE_INFO_ITEMS[id]} » is neither shown nor a missing fact`).toBeGreaterThan(0);
        for (const part of missing) {
          expect(report.facts.find((fact) => fact.id === part.id)?.usedOn, `${part.id}`).toContain(path);
        }
      }
      // The items keep the framework's order.
      const order = Object.keys(COURSE_INFO_ITEMS);
      expect(block.items.map((item) => order.indexOf(item.id))).toEqual([...block.items.map((item) => order.indexOf(item.id))].sort((a, b) => a - b));
    }
  });

  it('never shows what a missing fact asks the school for', () => {
    const labels = describedPendingFacts()
      .filter((fact) => fact.neededOn?.includes(path))
      .map((fact) => fact.label);
    for (const page of pages) {
      const text = JSON.stringify(keyInformationOf(page)[0]);
      for (const label of labels) expect(text).not.toContain(label.split(' : ').at(-1));
    }
  });

  it('links its accessibility item to the referent and to the accessibility statement', () => {
    const accessibility = keyInformationOf(pages[0]!)[0]!.items.find((item) => item.id === 'accessibility')!;
    expect(JSON.stringify(accessibility)).toContain('/accessibilite#declaration');
    expect(JSON.stringify(accessibility)).toContain('/accessibilite#referente');
  });
});

describe('a record the school has completed', () => {
  const complete: CourseRecord = {
    ...BACHELOR_RECORD,
    duration: ['12 mois, 450 heures.'],
    accessDelay: ['Réponse sous 10 jours ; entrée jusqu’en novembre.'],
    price: ['Gratuite pour l’apprenti.', '7 000 € par an, pris en charge par l’OPCO.'],
    certification: {
      ...BACHELOR_CERTIFICATION,
      certifier: 'Organisme certificateur exemple',
      equivalences: ['Aucune.'],
      after: [{ list: ['Chef de projet web'] }, 'Poursuite possible en niveau 7.'],
    },
  };

  it('renders every item of indicators 1 and 3, in the framework’s order', () => {
    const block = keyInformationSection(complete, '2026-11-25');
    expect(block.items.map((item) => item.id)).toEqual(Object.keys(COURSE_INFO_ITEMS));
  });

  it('says the registered wording with its certifier, and links the France compétences page', () => {
    expect(registeredWording(complete.certification as typeof BACHELOR_CERTIFICATION)).toBe(
      'titre « Chargé de marketing digital et e-commerce » de niveau 6 inscrit au RNCP n°\u00a040377, certificateur Organisme certificateur exemple',
    );
    const certification = keyInformationSection(complete, '2026-11-25').items.find((item) => item.id === 'certification')!;
    expect(JSON.stringify(certification)).toContain(rncpHref(40377));
    expect(rncpHref(40377)).toBe('https://www.francecompetences.fr/recherche/rncp/40377/');
    expect(JSON.stringify(certification)).toContain('Bachelor Marketing Digital (Bac+3) : titre');
  });
});

describe('the Bachelor today', () => {
  const block = keyInformationSection(BACHELOR_RECORD, '2026-11-25');
  const item = (id: CourseInfoItemId) => block.items.find((each) => each.id === id);

  it('says the registered title, its certifier marked « À compléter par l’école » until the register is read', () => {
    expect(registeredWording(BACHELOR_CERTIFICATION)).toBe('titre « Chargé de marketing digital et e-commerce » de niveau 6 inscrit au RNCP n°\u00a040377');
    expect(item('certifier')).toMatchObject({ parts: [OPEN_ITEM_MARK], open: true });
    expect(report.facts.find((fact) => fact.id === 'course.bachelor-marketing-digital.certifier')).toMatchObject({
      value: '',
      usedOn: ['/programmes/marketing-digital'],
    });
  });

  it('gives the registration dates and the skill blocks, each one open to validation on its own', () => {
    expect(JSON.stringify(item('registration'))).toContain('Décision d’enregistrement du 28 mars 2025, enregistrement valable jusqu’au 28 mars 2028.');
    expect(JSON.stringify(item('skillBlocks'))).toContain('Chaque bloc peut être évalué et validé séparément');
  });

  it('says who pays: nothing for the apprentice, the OPCO and the flat participation for the employer', () => {
    const price = JSON.stringify(item('price'));
    expect(price).toContain('Gratuite pour l’apprenti');
    expect(price).toContain('OPCO');
    expect(price).toContain('750');
  });

  it('leads its pass rate to the diploma’s results', () => {
    expect(JSON.stringify(item('passRate'))).toContain('/resultats#resultats-bachelor-marketing-digital');
  });
});

describe('the short courses', () => {
  it('show « Sur devis » for their price while the school has not published one, a neutral label true of them', () => {
    for (const record of [LEADERS_RECORD, AI_COURSE_RECORD]) {
      const price = keyInformationSection(record, undefined).items.find((item) => item.id === 'price')!;
      expect(price.parts).toContain('Sur devis');
    }
  });

  it('show every course page’s words in French typography (the page typesets the block)', () => {
    const page = pagesOf('/formation-ia')[0]!;
    const texts = proseOf({ ...page, sections: keyInformationOf(page) }).map((entry) => entry.text);
    expect(texts.join(' ')).not.toMatch(/ [:;!?%€]/);
  });
});
