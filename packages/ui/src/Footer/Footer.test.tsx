import { SCHOOL } from '@ecole/content';
import { findRoute } from '@ecole/routes';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { InApp } from '../test/router.tsx';
import { Footer } from './Footer.tsx';
import { FOOTER_LEGAL_LINKS, FOOTER_LINKS } from './links.ts';

afterEach(() => vi.useRealTimers());

function renderFooter() {
  return render(
    <InApp>
      <Footer />
    </InApp>,
  );
}

describe('Footer', () => {
  it('links the main pages and the legal pages, all known to the route table', async () => {
    const { container } = renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Liens du pied de page' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      FOOTER_LINKS.map((link) => [link.label, link.href]),
    );
    for (const { label, href } of [...FOOTER_LINKS, ...FOOTER_LEGAL_LINKS]) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
      expect(findRoute(href)).toBeDefined();
    }
    await expectNoAxeViolations(container);
  });

  it('gives the school’s e-mail and phone as working links', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: SCHOOL.email })).toHaveAttribute('href', `mailto:${SCHOOL.email}`);
    expect(screen.getByRole('link', { name: SCHOOL.phone })).toHaveAttribute('href', `tel:${SCHOOL.phoneHref}`);
  });

  it('shows the copyright with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-02-01T10:00:00Z'));
    renderFooter();
    expect(screen.getByText(`© 2031 ${SCHOOL.legalName}`)).toBeInTheDocument();
  });

  it('opens the quality certificate in a new tab, shown as an image', () => {
    renderFooter();
    const link = screen.getByRole('link', { name: new RegExp(`^${SCHOOL.qualityCertificate.label}`) });
    expect(link).toHaveAttribute('href', SCHOOL.qualityCertificate.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(within(link).getByRole('img', { name: SCHOOL.qualityCertificate.label })).toHaveAttribute(
      'src',
      expect.stringContaining('quality-certificate'),
    );
  });
});
