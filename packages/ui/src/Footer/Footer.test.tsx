import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { FIXTURE_FOOTER } from '../test/fixtures.ts';
import { InApp } from '../test/router.tsx';
import { Footer } from './Footer.tsx';

afterEach(() => vi.useRealTimers());

function renderFooter() {
  return render(
    <InApp>
      <Footer {...FIXTURE_FOOTER} />
    </InApp>,
  );
}

describe('Footer', () => {
  it('links every column’s pages in order under its heading, then the legal links', async () => {
    const { container } = renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Liens du pied de page' });
    const shown = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(shown).toEqual(FIXTURE_FOOTER.columns.flatMap((column) => column.links.map((link) => [link.label, link.href])));
    for (const { title } of FIXTURE_FOOTER.columns) expect(within(nav).getByText(title)).toBeInTheDocument();
    const legal = screen.getByRole('list', { name: 'Informations légales' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(FIXTURE_FOOTER.legalLinks.map((link) => [link.label, link.href]));
    await expectNoAxeViolations(container);
  });

  it('gives the school’s e-mail and phone as working links', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: FIXTURE_FOOTER.identity.email })).toHaveAttribute('href', `mailto:${FIXTURE_FOOTER.identity.email}`);
    expect(screen.getByRole('link', { name: FIXTURE_FOOTER.identity.phone })).toHaveAttribute('href', `tel:${FIXTURE_FOOTER.identity.phoneHref}`);
  });

  it('shows the copyright with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-02-01T10:00:00Z'));
    renderFooter();
    expect(screen.getByText(`© 2031 ${FIXTURE_FOOTER.identity.legalName}`)).toBeInTheDocument();
  });

  it('opens the quality certificate in a new tab, shown as an image', () => {
    renderFooter();
    const link = screen.getByRole('link', { name: new RegExp(`^${FIXTURE_FOOTER.identity.certificate.label}`) });
    expect(link).toHaveAttribute('href', FIXTURE_FOOTER.identity.certificate.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(within(link).getByRole('img', { name: FIXTURE_FOOTER.identity.certificate.label })).toHaveAttribute(
      'src',
      FIXTURE_FOOTER.identity.certificate.imageUrl,
    );
  });
});
