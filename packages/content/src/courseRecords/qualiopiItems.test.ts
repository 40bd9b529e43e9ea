// Every Qualiopi indicator 1 item on every course page (issue 35, point 6): stated, or marked
// « À compléter par l’école » where the school has not supplied it, never left out under the block's
// introduction that promises it; the marked facts are the launch check's, which a production build
// refuses; « certifiée » only beside a named certification.
import { describe, expect, it } from 'vitest';
import { launchReport } from '../launch/launchCheck.ts';
import { loadAllPages } from '../launch/loadPages.ts';
import { COURSE_INFO_ITEMS, OPEN_ITEM_MARK, SHOWN_COURSE_ITEMS } from '../model/courseInfo.ts';
import { isMissing } from '../model/placeholder.ts';
import type { KeyInformationSection } from '../model/sections.ts';
import { pageOf } from '../pages/pageModules.ts';
import { BUSINESS_DEVELOPER_RECORD, COMMUNITY_MANAGER_RECORD } from './apprenticeshipProfile.ts';
import { BACHELOR_RECORD } from './bachelor.ts';
import type { CourseRecord, Item } from './courseRecord.ts';
import { AI_COURSE_RECORD, LEADERS_RECORD } from './shortCourses.ts';

const TODAY = '2026-11-28';
const COURSES: readonly [CourseRecord, 'site' | 'formation-ia'][] = [
  [BACHELOR_RECORD, 'site'],
  [COMMUNITY_MANAGER_RECORD, 'site'],
  [BUSINESS_DEVELOPER_RECORD, 'site'],
  [LEADERS_RECORD, 'site'],
  [AI_COURSE_RECORD, 'formation-ia'],
];

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const open = (item: Item | undefined) => (item ?? []).some((part) => isMissing(part) && part.meanwhile === undefined);

async function keyInformationOf(record: CourseRecord, app: 'site' | 'formation-ia') {
  const page = await pageOf(app, record.path, TODAY);
  const section = page?.sections.find((each): each is KeyInformationSection => each.kind === 'keyInformation');
  if (!page || !section) throw new Error(`${record.path} : pas de bloc « Informations clés »`);
  return { page, section };
}

/** The record's own item for an id of the block, where the record has one. */
function recordItem(record: CourseRecord, id: string): Item | undefined {
  const certification = record.certification;
  if ((id === 'equivalences' || id === 'after') && !isMissing(certification) && certification.certifying) return certification[id];
  const item = (record as unknown as Record<string, unknown>)[id];
  // `certification` is an object of its own, `contacts` and `accessibility` are the school's.
  return Array.isArray(item) ? (item as Item) : undefined;
}

describe.each(COURSES)('the « Informations clés » of %s', (record, app) => {
  it('show every item, each stated or marked « À compléter par l’école », in the framework’s order', async () => {
    const { section } = await keyInformationOf(record, app);
    const ids = section.items.map((item) => item.id);
    for (const id of SHOWN_COURSE_ITEMS) {
      const item = section.items.find((each) => each.id === id);
      expect(item, `${record.path} : ${COURSE_INFO_ITEMS[id]}`).toBeDefined();
      expect(item!.parts.length, `${record.path} : ${COURSE_INFO_ITEMS[id]}`).toBeGreaterThan(0);
      expect(item!.term).toBe(COURSE_INFO_ITEMS[id]);
      // Marked exactly when a part is open, and then flagged for the page's style.
      expect(item!.open === true, `${record.path} : ${id}`).toBe(item!.parts.includes(OPEN_ITEM_MARK));
      if (open(recordItem(record, id))) expect(item!.parts.at(-1), `${record.path} : ${id}`).toBe(OPEN_ITEM_MARK);
    }
    const order = Object.keys(COURSE_INFO_ITEMS);
    expect([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(ids);
    // The access delay is stated, or marked, as such.
    expect(section.items.find((item) => item.id === 'accessDelay')?.term).toBe('Délai d’accès');
  });

  it('keep what the introduction promises', async () => {
    const { section } = await keyInformationOf(record, app);
    expect(plain(JSON.stringify(section.intro ?? ''))).toContain('Prérequis, durée, accès, tarif, évaluation, accessibilité');
    for (const id of ['prerequisites', 'duration', 'modalities', 'accessDelay', 'price', 'assessment', 'accessibility'] as const) {
      expect(section.items.some((item) => item.id === id)).toBe(true);
    }
  });

  it('mark only facts the launch check lists for this page, which a production build refuses', async () => {
    const { section } = await keyInformationOf(record, app);
    const marked = section.items.filter((item) => item.open).map((item) => item.id);
    const report = launchReport(await loadAllPages(), {});
    const needed = report.facts.filter((fact) => fact.usedOn.includes(record.path));
    // A marked item is an open fact of this page: listed, so `--strict` and a production build refuse it.
    expect(marked.length === 0 || needed.length > 0, `${record.path} : ${marked.join(', ')}`).toBe(true);
  });

  it('say « certifiée » only with a certification named', async () => {
    const { page } = await keyInformationOf(record, app);
    const text = plain(JSON.stringify(page.sections));
    const { certification } = record;
    const named = !isMissing(certification) && certification.certifying && !isMissing(certification.rncp) && !isMissing(certification.title);
    expect(/certifiée/i.test(text) && !named, record.path).toBe(false);
  });
});

describe('the courses for people in work', () => {
  it('no longer say « Formation certifiée » while none is named (Dirigeants et salariés)', async () => {
    const { page } = await keyInformationOf(LEADERS_RECORD, 'site');
    expect(plain(JSON.stringify(page))).not.toMatch(/certifiée/i);
  });
});
