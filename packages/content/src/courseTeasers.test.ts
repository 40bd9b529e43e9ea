// The course teasers, written once (issue 36, point 4): each names the course of the record it sums
// up, links to that course's page, and is what the pages that present the courses show.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findRoute } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { BACHELOR_SUBJECTS, COURSE_TEASERS, courseTeaserCard } from './courseTeasers.ts';
import { capitalize } from './format.ts';
import { CHECK_DAYS, pagesOfModule } from './model/pageModule.ts';
import type { CardsSection } from './model/sections.ts';
import { loadPageModule, pageModuleFile } from './pages/pageModules.ts';
import { typeset } from './pages/typeset.ts';

const teasers = Object.entries(COURSE_TEASERS);

describe.each(teasers)('the teaser of %s', (_, teaser) => {
  it('names the course of the record it sums up, and links to a page of the route table', () => {
    const record = JSON.parse(readFileSync(fileURLToPath(new URL(`../${teaser.source}`, import.meta.url)), 'utf8')) as { name: string };
    expect(record.name.endsWith(teaser.title)).toBe(true);
    expect(findRoute(teaser.href)?.path).toBe(teaser.href);
  });
});

describe('the pages that present the work-study courses', () => {
  it.each(['/', '/etudiants', '/programmes'] as const)('%s lists the three courses in one section, each with its teaser', async (path) => {
    const module = await loadPageModule(pageModuleFile('site', path));
    for (const page of pagesOfModule(module, [...CHECK_DAYS])) {
      const lists = page.sections.filter(
        (section): section is CardsSection =>
          section.kind === 'cards' && teasers.every(([, teaser]) => section.items.some((card) => card.action?.href === teaser.href)),
      );
      expect(lists, path).toHaveLength(1);
      for (const [course, teaser] of teasers) {
        const card = lists[0]?.items.find((item) => item.action?.href === teaser.href);
        // The Bachelor's card on /programmes words its summary its own way, from the same subjects.
        const expected =
          path === '/programmes' && course === 'bachelor-marketing-digital'
            ? expect.stringContaining(typeset(capitalize(BACHELOR_SUBJECTS)))
            : typeset(teaser.summary);
        expect(card?.description, `${path}: ${course}`).toEqual(expected);
      }
    }
  });

  it('builds a card from the teaser, the page choosing the button and what else it changes', () => {
    expect(courseTeaserCard('community-manager', 'Découvrir la formation', { accent: 'accent' })).toEqual({
      title: 'Community Manager',
      accent: 'accent',
      description: COURSE_TEASERS['community-manager'].summary,
      action: { label: 'Découvrir la formation', href: '/programmes/community-manager' },
    });
  });
});
