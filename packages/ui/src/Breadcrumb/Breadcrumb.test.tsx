import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { FIXTURE_ORIGIN, FIXTURE_TRAIL } from '../test/fixtures.ts';
import { InApp, watchDocumentNavigations } from '../test/router.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { breadcrumbItems } from './breadcrumbItems.ts';

describe('breadcrumbItems', () => {
  it('lists home then every path prefix with the app’s labels, the last one current (query, fragment and final slash left out)', () => {
    expect(breadcrumbItems('/programmes/marketing-digital/?onglet=cout#programme', FIXTURE_TRAIL.labelOf)).toEqual([
      { label: 'Accueil', path: '/', isCurrent: false },
      { label: 'Programmes', path: '/programmes', isCurrent: false },
      { label: 'Marketing digital', path: '/programmes/marketing-digital', isCurrent: true },
    ]);
  });

  it('asks the app for the label of every prefix, and of the home page', () => {
    const asked: string[] = [];
    breadcrumbItems('/programmes/nouveau-cursus', (prefix) => {
      asked.push(prefix);
      return prefix;
    });
    expect(asked).toEqual(['/', '/programmes', '/programmes/nouveau-cursus']);
  });
});

describe('Breadcrumb', () => {
  it('renders nothing on the home page', () => {
    render(
      <InApp path="/">
        <Breadcrumb {...FIXTURE_TRAIL} />
      </InApp>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('follows the router location by default and marks the current page', async () => {
    const { container } = render(
      <InApp path="/programmes/dirigeants-salaries">
        <Breadcrumb {...FIXTURE_TRAIL} />
      </InApp>,
    );
    const nav = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Accueil', 'Programmes', 'Dirigeants et salariés']);
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Programmes' })).toHaveAttribute('href', '/programmes');
    expect(within(nav).queryByRole('link', { name: 'Dirigeants et salariés' })).toBeNull();
    expect(within(nav).getByText('Dirigeants et salariés')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it('takes an explicit path and links back with a page load', async () => {
    const watcher = watchDocumentNavigations();
    render(
      <InApp path="/ailleurs">
        <Breadcrumb {...FIXTURE_TRAIL} path="/programmes/marketing-digital" />
      </InApp>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Programmes' }));
    watcher.stop();
    expect(watcher.clicks).toEqual([{ href: '/programmes', handledByRouter: false }]);
  });

  it('publishes a BreadcrumbList with absolute addresses for search engines', () => {
    const { container } = render(
      <InApp path="/tpe">
        <Breadcrumb {...FIXTURE_TRAIL} />
      </InApp>,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${FIXTURE_ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'TPE', item: `${FIXTURE_ORIGIN}/tpe` },
      ],
    });
  });
});
