import { COURSE_INFO_ITEMS, type KeyInformationSection as KeyInformationData, type Page, plainText } from '@ecole/content';
import { pageAsOf as aiCourseAsOf } from '@ecole/content/pages/formation-ia/formation-ia';
import { pageAsOf as communityManagerAsOf } from '@ecole/content/pages/site/programmes-community-manager';
import { pageAsOf as businessDeveloperAsOf } from '@ecole/content/pages/site/programmes-digital-business-developer';
import { page as leadersPage } from '@ecole/content/pages/site/programmes-dirigeants-salaries';
import { pageAsOf as bachelorAsOf } from '@ecole/content/pages/site/programmes-marketing-digital';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/inApp.tsx';
import { KeyInformationSection } from './KeyInformationSection.tsx';

const DAY = '2026-11-25';
/** The five course pages, as their routes build them. */
const COURSE_PAGES: readonly [string, Page][] = [
  ['/programmes/marketing-digital', bachelorAsOf(DAY)],
  ['/programmes/community-manager', communityManagerAsOf(DAY)],
  ['/programmes/digital-business-developer', businessDeveloperAsOf(DAY)],
  ['/programmes/dirigeants-salaries', leadersPage],
  ['/formation-ia', aiCourseAsOf(DAY)],
];
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const blockOf = (page: Page) => page.sections.find((section) => section.kind === 'keyInformation') as KeyInformationData;

describe.each(COURSE_PAGES)('« Informations clés » of %s', (path, page) => {
  const block = blockOf(page);

  it('renders every item of its record, term then description, in the framework’s order, and the update date', async () => {
    const { container } = renderInApp(<KeyInformationSection section={block} />, { path, app: path === '/formation-ia' ? 'formation-ia' : 'site' });
    const region = screen.getByRole('region', { name: 'Informations clés' });
    const rows = [...region.querySelectorAll('dl > div')];
    expect(rows.map((row) => row.getAttribute('data-item'))).toEqual(block.items.map((item) => item.id));
    for (const [index, item] of block.items.entries()) {
      const row = rows[index] as HTMLElement;
      expect(plain(row.querySelector('dt')!.textContent)).toBe(COURSE_INFO_ITEMS[item.id]);
      const description = plain(row.querySelector('dd')!.textContent);
      for (const part of item.parts) {
        const texts = typeof part === 'object' && 'list' in part ? part.list.map(plainText) : [plainText(part)];
        for (const text of texts) expect(description).toContain(plain(text));
      }
    }
    expect(within(region).getByText(/^Mis à jour le/)).toBeInTheDocument();
    // Every course states at least these, whatever the school has still to supply.
    for (const id of ['objectives', 'modalities', 'price', 'contacts', 'methods', 'accessibility'] as const) {
      expect(block.items.map((item) => item.id)).toContain(id);
    }
    await expectNoAxeViolations(container);
  });

  it('links its accessibility item to the accessibility statement', () => {
    renderInApp(<KeyInformationSection section={block} />, { path });
    expect(screen.getByRole('link', { name: 'la déclaration d’accessibilité du site' })).toHaveAttribute('href', '/accessibilite#declaration');
  });
});
