import { PLACEHOLDER_PAGE } from '@ecole/content';
import { findRoute } from '@ecole/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { InApp } from '../test/router.tsx';
import { PlaceholderPage } from './PlaceholderPage.tsx';
import { placeholderPageMeta } from './placeholderRoute.ts';

describe('PlaceholderPage', () => {
  it('titles the page from the route table and offers to contact the school', async () => {
    const { container } = render(
      <InApp path="/faq">
        <PlaceholderPage />
      </InApp>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(findRoute('/faq')?.title);
    expect(screen.getByText(PLACEHOLDER_PAGE.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PLACEHOLDER_PAGE.contact.label })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(container);
  });

  it('links to /contact by a full page load from the entreprises app', () => {
    render(
      <InApp app="entreprises" path="/pme">
        <PlaceholderPage />
      </InApp>,
    );
    const link = screen.getByRole('link', { name: PLACEHOLDER_PAGE.contact.label });
    // A plain <a> with no router: the contact page belongs to the site app.
    expect(link).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(findRoute('/pme')?.title);
  });

  it('gives the page its title, description and canonical address, trailing slash or not', () => {
    const descriptors = placeholderPageMeta({ location: { pathname: '/faq/' } });
    expect(descriptors).toContainEqual({ title: expect.stringContaining(findRoute('/faq')?.title ?? '?') });
    expect(descriptors).toContainEqual(expect.objectContaining({ rel: 'canonical', href: expect.stringMatching(/\/faq$/) }));
  });

  it('refuses a path the route table does not know', () => {
    expect(() => placeholderPageMeta({ location: { pathname: '/inconnue' } })).toThrow(/not in the route table/);
  });
});
