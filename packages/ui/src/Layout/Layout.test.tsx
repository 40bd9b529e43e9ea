import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { FIXTURE_BARE_LINKS, FIXTURE_CHROME, FIXTURE_FOOTER } from '../test/fixtures.ts';
import { InApp } from '../test/router.tsx';
import { BareChrome, SiteChrome } from './Layout.tsx';

function Page() {
  return <h1>Nos formations</h1>;
}

describe('SiteChrome', () => {
  it('frames the page with a skip link, header, breadcrumb, main and footer', async () => {
    const { container } = render(
      <InApp path="/programmes">
        <SiteChrome {...FIXTURE_CHROME}>
          <Page />
        </SiteChrome>
      </InApp>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Programmes');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Nos formations' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(FIXTURE_FOOTER.identity.legalName);
    await expectNoAxeViolations(container);
  });

  it('lets keyboard users skip to the main content with the first Tab', async () => {
    render(
      <InApp path="/programmes">
        <SiteChrome {...FIXTURE_CHROME}>
          <Page />
        </SiteChrome>
      </InApp>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#contenu');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'contenu');
    expect(main).toHaveAttribute('tabindex', '-1');
  });
});

describe('SiteChrome without breadcrumb (the not-found page)', () => {
  it('leaves out the trail and its BreadcrumbList, keeping the rest of the frame', async () => {
    const { container } = render(
      <InApp path="/page/inconnue">
        <SiteChrome {...FIXTURE_CHROME} breadcrumb={false}>
          <h1>Page non trouvée</h1>
        </SiteChrome>
      </InApp>,
    );
    expect(screen.queryByRole('navigation', { name: "Fil d'Ariane" })).toBeNull();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('BareChrome', () => {
  it('has no header, breadcrumb or site navigation, but a skip link, main and a line of legal links', async () => {
    const { container } = render(
      <InApp app="formation-ia" path="/formation-ia">
        <BareChrome legalLinks={FIXTURE_BARE_LINKS}>
          <Page />
        </BareChrome>
      </InApp>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: "Fil d'Ariane" })).toBeNull();
    // The only navigation is the legal line: no menus, no footer columns.
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#contenu');
    await expectNoAxeViolations(container);
  });

  it('links to the legal pages it is given, and nothing else of the site’s footer', () => {
    render(
      <InApp app="formation-ia" path="/formation-ia">
        <BareChrome legalLinks={FIXTURE_BARE_LINKS}>
          <Page />
        </BareChrome>
      </InApp>,
    );
    const footer = screen.getByRole('contentinfo');
    const legal = within(footer).getByRole('navigation', { name: 'Informations légales' });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mentions légales', '/mentions-legales'],
      ['Politique de confidentialité', '/politique-confidentialite'],
      ['Accessibilité', '/accessibilite'],
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(FIXTURE_BARE_LINKS.map((link) => link.href));
    // Nothing else of the site's footer: no contact block, columns or copyright.
    expect(footer).not.toHaveTextContent(FIXTURE_FOOTER.identity.legalName);
  });
});
