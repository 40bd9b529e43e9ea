import { FOOTER_COLUMNS, FOOTER_LEGAL_LINKS, SCHOOL } from '@ecole/content';
import { findRoute } from '@ecole/routes';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { InApp } from '../test/router.tsx';
import { Footer } from './Footer.tsx';

afterEach(() => vi.useRealTimers());

function renderFooter() {
  return render(
    <InApp>
      <Footer />
    </InApp>,
  );
}

describe('Footer', () => {
  it('links the pages of the specification first, then every other page, all known to the route table', async () => {
    const { container } = renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Liens du pied de page' });
    const shown = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(shown).toEqual(FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => [link.label, link.href])));
    // Spec §2: home, entreprises, école, programmes, contact, accessibilité.
    expect(shown.slice(0, 6).map(([, href]) => href)).toEqual(['/', '/entreprises', '/ecole', '/programmes', '/contact', '/accessibilite']);
    for (const { href } of [...FOOTER_COLUMNS.flatMap((column) => column.links), ...FOOTER_LEGAL_LINKS]) expect(findRoute(href)).toBeDefined();
    for (const { label, href } of FOOTER_LEGAL_LINKS) expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    await expectNoAxeViolations(container);
  });

  it('reaches every company page (campaign landings are linked from every page)', () => {
    renderFooter();
    for (const path of [
      '/agence-marketing',
      '/tpe',
      '/pme',
      '/artisans',
      '/commercants',
      '/professions-liberales',
      '/btp-industrie',
      '/offices-tourisme',
      '/recruter-un-alternant',
      '/formation-ia',
    ]) {
      expect(document.querySelector(`footer a[href="${path}"]`), path).not.toBeNull();
    }
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
    expect(within(link).getByRole('img', { name: SCHOOL.qualityCertificate.label })).toHaveAttribute('src', expect.stringContaining('quality-certificate'));
  });
});
