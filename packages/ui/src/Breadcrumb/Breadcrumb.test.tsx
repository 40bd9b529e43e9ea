import { SCHOOL } from '@ecole/content';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { InApp } from '../test/router.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { breadcrumbItems } from './breadcrumbItems.ts';

describe('breadcrumbItems', () => {
  it('lists home then every path prefix with friendly labels, the last one current', () => {
    expect(breadcrumbItems('/programmes/marketing-digital/')).toEqual([
      { label: 'Accueil', path: '/', isCurrent: false },
      { label: 'Programmes', path: '/programmes', isCurrent: false },
      { label: 'Marketing digital', path: '/programmes/marketing-digital', isCurrent: true },
    ]);
  });

  it('falls back to the raw segment for unknown paths', () => {
    expect(breadcrumbItems('/programmes/nouveau-cursus').at(-1)).toEqual({
      label: 'nouveau-cursus',
      path: '/programmes/nouveau-cursus',
      isCurrent: true,
    });
  });
});

describe('Breadcrumb', () => {
  it('renders nothing on the home page', () => {
    render(
      <InApp path="/">
        <Breadcrumb />
      </InApp>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('follows the router location by default and marks the current page', async () => {
    const { container } = render(
      <InApp path="/programmes/dirigeants-salaries">
        <Breadcrumb />
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

  it('takes an explicit path and links back through the router', async () => {
    render(
      <InApp path="/ailleurs">
        <Breadcrumb path="/programmes/marketing-digital" />
      </InApp>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Programmes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/programmes');
  });

  it('publishes a BreadcrumbList with absolute addresses for search engines', () => {
    const { container } = render(
      <InApp path="/tpe">
        <Breadcrumb />
      </InApp>,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${SCHOOL.origin}/` },
        { '@type': 'ListItem', position: 2, name: 'TPE', item: `${SCHOOL.origin}/tpe` },
      ],
    });
  });
});
