import type { KeyInformationSection as KeyInformationData } from '@ecole/content';
import type { CourseSheetLinks as Links } from '@ecole/content/model/courseSheet';
import { pageAsOf as communityManagerAsOf } from '@ecole/content/pages/site/programmes-community-manager';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseSheetLinks } from './CourseSheetLinks.tsx';

const LINKS: Links = {
  '/programmes/community-manager': {
    pdf: '/assets/site/fiches/fiche-programmes-community-manager-0123abcd.pdf',
    print: '/assets/site/fiches/fiche-programmes-community-manager-4567ef01.html',
    bytes: 23_583,
  },
};

describe('the course sheet’s links (issue 35)', () => {
  it('name the PDF with the asked-for text, its format and its size, and offer the print page', async () => {
    const { container } = render(<CourseSheetLinks coursePath="/programmes/community-manager" links={LINKS} />);
    const pdf = screen.getByRole('link', { name: 'Télécharger la fiche de la formation (PDF), 24\u00a0Ko' });
    expect(pdf.getAttribute('href')).toBe(LINKS['/programmes/community-manager']!.pdf);
    expect(pdf.getAttribute('type')).toBe('application/pdf');
    expect(screen.getByRole('link', { name: 'Version à imprimer' }).getAttribute('href')).toBe(LINKS['/programmes/community-manager']!.print);
    await expectNoAxeViolations(container);
  });

  it('say nothing of a page the build made no sheet of (outside a build: none)', () => {
    const { container } = render(<CourseSheetLinks coursePath="/programmes/marketing-digital" links={LINKS} />);
    expect(container.innerHTML).toBe('');
    const { container: unbuilt } = render(<CourseSheetLinks coursePath="/programmes/community-manager" />);
    expect(unbuilt.innerHTML).toBe('');
  });

  it('are found by the course page’s key information block through its path', () => {
    const block = communityManagerAsOf('2026-11-28').sections.find((section) => section.kind === 'keyInformation') as KeyInformationData;
    expect(block.coursePath).toBe('/programmes/community-manager');
  });
});
