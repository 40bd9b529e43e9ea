import { BARE_FOOTER_LINKS, FOOTER_COLUMNS, FOOTER_LEGAL_LINKS, HEADER_CALL_TO_ACTION, HEADER_LINKS, HEADER_MENUS, SCHOOL } from '@ecole/content';
import { SEGMENT_PATHS } from '@ecole/content/segments/segment';
import { findRoute } from '@ecole/routes';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SchoolBareFrame } from './SchoolBareFrame.tsx';
import { SchoolSiteFrame } from './SchoolSiteFrame.tsx';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderFrame(app: 'site' | 'formation-ia' | 'entreprises', path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {app === 'formation-ia' ? (
        <SchoolBareFrame app={app}>
          <h1>Page</h1>
        </SchoolBareFrame>
      ) : (
        <SchoolSiteFrame app={app}>
          <h1>Page</h1>
          <Location />
        </SchoolSiteFrame>
      )}
    </MemoryRouter>,
  );
}

const linksOf = (element: HTMLElement) => within(element).getAllByRole('link', { hidden: true });

describe('SchoolSiteFrame and SchoolBareFrame: the school in the design system’s chrome', () => {
  it('shows the school’s header, every link a page of the route table', () => {
    renderFrame('site', '/programmes/marketing-digital');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const expected = [...HEADER_MENUS.flatMap((menu) => menu.items), ...HEADER_LINKS];
    for (const { label, href } of expected) {
      expect(within(nav).getByRole('link', { name: label, hidden: true })).toHaveAttribute('href', href);
      expect(findRoute(href), href).toBeDefined();
    }
    expect(screen.getByRole('link', { name: HEADER_CALL_TO_ACTION.label })).toHaveAttribute('href', '/candidater');
    expect(findRoute(HEADER_CALL_TO_ACTION.href)).toBeDefined();
    expect(screen.getByRole('banner')).toHaveTextContent(SCHOOL.brand);
  });

  it('lists no sector page in the header: « Entreprises » is one link to /entreprises, the footer links every sector (issue 39)', () => {
    renderFrame('entreprises', '/tpe');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Entreprises', hidden: true })).toHaveAttribute('href', '/entreprises');
    expect(within(nav).queryByRole('button', { name: 'Entreprises', hidden: true })).toBeNull();
    const inHeader = linksOf(nav).map((link) => link.getAttribute('href'));
    for (const path of SEGMENT_PATHS) expect(inHeader, path).not.toContain(path);
    const inFooter = linksOf(screen.getByRole('contentinfo')).map((link) => link.getAttribute('href'));
    for (const path of SEGMENT_PATHS) expect(inFooter, path).toContain(path);
  });

  it('labels the breadcrumb from the route table and addresses it from the site’s origin', () => {
    const { container } = renderFrame('site', '/programmes/marketing-digital');
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accueil', 'Programmes', 'Marketing digital']);
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Programmes', item: `${SCHOOL.origin}/programmes` });
  });

  it('links the pages of the specification first in the footer, then every other page, the company landings included', () => {
    renderFrame('entreprises', '/tpe');
    const nav = screen.getByRole('navigation', { name: 'Liens du pied de page' });
    const shown = linksOf(nav).map((link) => link.getAttribute('href'));
    expect(shown).toEqual(FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href)));
    // Spec §2: home, entreprises, école, programmes, contact, accessibilité.
    expect(shown.slice(0, 6)).toEqual(['/', '/entreprises', '/ecole', '/programmes', '/contact', '/accessibilite']);
    // Campaigns land on the company pages: every one is linked from every page.
    const companyPages = ['/agence-marketing', '/tpe', '/pme', '/artisans', '/commercants', '/professions-liberales', '/btp-industrie', '/offices-tourisme'];
    for (const path of [...companyPages, '/recruter-un-alternant', '/formation-ia']) expect(shown, path).toContain(path);
    for (const { href } of [...FOOTER_COLUMNS.flatMap((column) => column.links), ...FOOTER_LEGAL_LINKS]) expect(findRoute(href), href).toBeDefined();
  });

  it('gives the school’s contact details, copyright holder and quality certificate in the footer', () => {
    renderFrame('site', '/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: SCHOOL.email })).toHaveAttribute('href', `mailto:${SCHOOL.email}`);
    expect(within(footer).getByRole('link', { name: SCHOOL.phone })).toHaveAttribute('href', `tel:${SCHOOL.phoneHref}`);
    expect(footer).toHaveTextContent(SCHOOL.legalName);
    const certificate = within(footer).getByRole('link', { name: new RegExp(`^${SCHOOL.qualityCertificate.label}`) });
    expect(certificate).toHaveAttribute('href', SCHOOL.qualityCertificate.href);
    expect(within(certificate).getByRole('img')).toHaveAttribute('src', expect.stringContaining('quality-certificate'));
  });

  it('loads every page, of this app or another, as a new document: no router runs in the browser (issue 25)', () => {
    // Whether a script took each click (it would cancel the page load); jsdom cannot load pages, so
    // the click is cancelled after that.
    const takenByRouter: boolean[] = [];
    const watch = (event: MouseEvent) => {
      takenByRouter.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', watch);
    try {
      renderFrame('entreprises', '/tpe');
      const footer = screen.getByRole('contentinfo');
      // /contact belongs to the site app, /pme to this one: both are page loads.
      fireEvent.click(within(footer).getByRole('link', { name: 'Contact' }));
      fireEvent.click(within(footer).getByRole('link', { name: 'PME' }));
      expect(takenByRouter).toEqual([false, false]);
      expect(screen.getByTestId('location')).toHaveTextContent('/tpe');
    } finally {
      window.removeEventListener('click', watch);
    }
  });

  it('frames the campaign landing without header or footer, with the legal line the page needs (it collects personal data)', () => {
    renderFrame('formation-ia', '/formation-ia');
    expect(screen.queryByRole('banner')).toBeNull();
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(linksOf(legal).map((link) => [link.textContent, link.getAttribute('href')])).toEqual(BARE_FOOTER_LINKS.map((link) => [link.label, link.href]));
    expect(BARE_FOOTER_LINKS.map((link) => link.href)).toEqual(['/mentions-legales', '/politique-confidentialite', '/accessibilite']);
  });
});
