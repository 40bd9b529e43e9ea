import { NBSP, TPE_PAGE } from '@ecole/content';
import { findRoute, routesOf } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { ROUTE_FILES } from '../routes.ts';
import { h1Of, linksOf, mainOf, renderPage } from '../test/renderPage.tsx';
import Placeholder, { meta as placeholderMeta } from './placeholder.tsx';
import Tpe, { meta as tpeMeta } from './tpe.tsx';

describe('/tpe', () => {
  const html = mainOf(renderPage(Tpe, '/tpe'));
  const links = linksOf(html);

  it('pitches the state aid, no paperwork and light follow-up', () => {
    expect(h1Of(html)).toBe(TPE_PAGE.hero.title);
    expect(html).toContain(`Jusqu’à 5${NBSP}000${NBSP}€ d’aide de l’État`);
    expect(html).toContain('Aucune paperasse');
    expect(html).toContain('30 minutes');
  });

  it('shows the steps, three profiles and the testimonials', () => {
    for (const step of TPE_PAGE.steps.items) expect(html).toContain(step.title);
    expect(TPE_PAGE.profiles.items).toHaveLength(3);
    for (const profile of TPE_PAGE.profiles.items) expect(html).toContain(profile.title);
    for (const testimonial of TPE_PAGE.testimonials.items) expect(html).toContain(testimonial.author);
  });

  it('has sticky buttons to /contact, loaded as a page of the site app', () => {
    const stickyBar = /<nav[^>]*aria-label="Actions rapides"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const stickyLinks = linksOf(stickyBar);
    expect(stickyLinks).toHaveLength(2);
    for (const link of stickyLinks) expect(link).toMatchObject({ href: '/contact', router: false });
  });

  it('sends every call to action to /contact by a full page load (another app)', () => {
    const contactLinks = links.filter((link) => link.href === '/contact');
    expect(contactLinks.length).toBeGreaterThanOrEqual(3);
    expect(contactLinks.every((link) => !link.router)).toBe(true);
  });

  it('has its own canonical address', () => {
    expect(tpeMeta()).toContainEqual(expect.objectContaining({ rel: 'canonical', href: expect.stringMatching(/\/tpe$/) }));
  });
});

describe('placeholder pages', () => {
  const placeholderPaths = routesOf('entreprises')
    .map((route) => route.path)
    .filter((path) => ROUTE_FILES[path] === 'routes/placeholder.tsx');

  it('cover every company page not written yet, and the recruitment landing', () => {
    expect(placeholderPaths).toContain('/recruter-un-alternant');
    expect(placeholderPaths).not.toContain('/tpe');
  });

  it.each(placeholderPaths)('%s has its table title, a link to /contact by page load, and its meta', (path) => {
    const title = findRoute(path)?.title;
    const html = mainOf(renderPage(Placeholder, path));
    expect(h1Of(html)).toBe(title);
    expect(linksOf(html)).toContainEqual(expect.objectContaining({ href: '/contact', router: false }));
    const descriptors = placeholderMeta({ location: { pathname: path } } as Parameters<typeof placeholderMeta>[0]);
    expect(descriptors).toContainEqual({ title: expect.stringContaining(title ?? '?') });
    expect(descriptors).toContainEqual(expect.objectContaining({ rel: 'canonical', href: expect.stringMatching(new RegExp(`${path}$`)) }));
  });
});

describe('entreprises chrome', () => {
  it('frames the pages with the site header and footer', () => {
    expect(renderPage(Tpe, '/tpe')).toMatch(/<header[\s\S]*<main[\s\S]*<\/main>[\s\S]*<footer/);
  });
});
