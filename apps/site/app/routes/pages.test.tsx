import { CONTACT_PAGE, HOME_PAGE, NBSP, NOT_FOUND_PAGE, REPLY_DELAY, SCHOOL, THANK_YOU_PAGE } from '@ecole/content';
import { findRoute, routesOf } from '@ecole/routes';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_FILES } from '../routes.ts';
import { h1Of, linksOf, mainOf, renderPage } from '../test/renderPage.tsx';
import Contact, { meta as contactMeta } from './contact.tsx';
import Home, { meta as homeMeta } from './home.tsx';
import NotFound, { meta as notFoundMeta } from './not-found.tsx';
import Placeholder, { meta as placeholderMeta } from './placeholder.tsx';
import ThankYou, { meta as thankYouMeta } from './thank-you.tsx';

function described(descriptors: MetaDescriptor[], name: string): string | undefined {
  const found = descriptors.find((descriptor) => 'name' in descriptor && descriptor.name === name);
  return found && 'content' in found ? String(found.content) : undefined;
}
function canonicalOf(descriptors: MetaDescriptor[]): string | undefined {
  const found = descriptors.find((descriptor) => 'rel' in descriptor && descriptor.rel === 'canonical');
  return found && 'href' in found ? String(found.href) : undefined;
}
const delay = (text: string) => text.replace(' ', NBSP);

describe('home page', () => {
  const html = mainOf(renderPage(Home, '/'));
  const links = linksOf(html);

  it('states the offer: free, paid, RNCP levels 5 to 7, 97 % employed, 87 % hired', () => {
    expect(h1Of(html)).toBe(HOME_PAGE.hero.title);
    expect(html).toContain('gratuite');
    expect(html).toContain('rémunéré');
    expect(html).toContain('du niveau 5 au niveau 7');
    expect(html).toContain(`97${NBSP}%`);
    expect(html).toContain(`87${NBSP}%`);
  });

  it('sends students to /candidater and /programmes inside the app', () => {
    expect(links).toContainEqual(expect.objectContaining({ href: '/candidater', router: true }));
    expect(links).toContainEqual(expect.objectContaining({ href: '/programmes', router: true }));
  });

  it('links companies to /entreprises with a full page load (another app)', () => {
    expect(links).toContainEqual(expect.objectContaining({ href: '/entreprises', router: false }));
  });

  it('has a canonical address at the root', () => {
    expect(canonicalOf(homeMeta())).toMatch(/^https:\/\/[^/]+\/$/);
  });
});

describe('contact page', () => {
  const html = mainOf(renderPage(Contact, '/contact'));
  const links = linksOf(html);

  it('promises the same reply delay in the page and in its description', () => {
    expect(html).toContain(delay(REPLY_DELAY.contactPage));
    expect(described(contactMeta(), 'description')).toContain(delay(REPLY_DELAY.contactPage));
  });

  it('gives the support e-mail and phone, and links to /programmes and /candidater', () => {
    expect(h1Of(html)).toBe(CONTACT_PAGE.title);
    expect(links).toContainEqual(expect.objectContaining({ href: `mailto:${SCHOOL.email}`, text: SCHOOL.email }));
    expect(links).toContainEqual(expect.objectContaining({ href: `tel:${SCHOOL.phoneHref}`, text: SCHOOL.phone }));
    expect(links).toContainEqual(expect.objectContaining({ href: '/programmes', router: true }));
    expect(links).toContainEqual(expect.objectContaining({ href: '/candidater', router: true }));
  });
});

describe('thank-you page', () => {
  const html = mainOf(renderPage(ThankYou, '/thank-you'));
  const links = linksOf(html);

  it('confirms the request and promises an answer within 72 h maximum', () => {
    expect(h1Of(html)).toBe(THANK_YOU_PAGE.title);
    expect(html).toContain(delay(REPLY_DELAY.thankYouPage));
  });

  it('lists the three next steps', () => {
    for (const step of THANK_YOU_PAGE.nextSteps) expect(html).toContain(step.title);
    expect(THANK_YOU_PAGE.nextSteps).toHaveLength(3);
  });

  it('links to the other apps by page load and to LinkedIn in a new tab', () => {
    expect(links).toContainEqual(expect.objectContaining({ href: '/formation-ia', router: false }));
    expect(links).toContainEqual(expect.objectContaining({ href: '/entreprises', router: false }));
    expect(links).toContainEqual(expect.objectContaining({ href: SCHOOL.linkedin, newTab: true }));
  });

  it('is kept out of search engines', () => {
    expect(described(thankYouMeta(), 'robots')).toBe('noindex, nofollow');
  });
});

describe('not-found page', () => {
  const html = mainOf(renderPage(NotFound, '/une-page-qui-n-existe-pas'));

  it('shows 404, the title and the text of the spec, with links home and to /contact', () => {
    expect(html).toContain('>404<');
    expect(h1Of(html)).toBe('Page non trouvée');
    expect(html).toContain('La page que vous recherchez n’existe pas ou a été déplacée.');
    expect(linksOf(html).map((link) => link.href)).toEqual(['/', '/contact']);
  });

  it('is not indexed and claims no canonical address (it answers every unknown path)', () => {
    const descriptors = notFoundMeta();
    expect(described(descriptors, 'robots')).toBe('noindex, nofollow');
    expect(canonicalOf(descriptors)).toBeUndefined();
    expect(NOT_FOUND_PAGE.links).toHaveLength(2);
  });
});

describe('placeholder pages', () => {
  const placeholderPaths = routesOf('site')
    .map((route) => route.path)
    .filter((path) => ROUTE_FILES[path] === 'routes/placeholder.tsx');

  it('cover every route of the site without a written page', () => {
    expect(placeholderPaths).toContain('/faq');
    expect(placeholderPaths).not.toContain('/contact');
  });

  it.each(placeholderPaths)('%s has its table title as <h1> and <title>, a description, a link to /contact', (path) => {
    const title = findRoute(path)?.title;
    const html = mainOf(renderPage(Placeholder, path));
    expect(h1Of(html)).toBe(title);
    expect(linksOf(html)).toContainEqual(expect.objectContaining({ href: '/contact', router: true }));

    const descriptors = placeholderMeta({ location: { pathname: `${path}/` } } as Parameters<typeof placeholderMeta>[0]);
    expect(descriptors.find((descriptor) => 'title' in descriptor)).toEqual({ title: expect.stringContaining(title ?? '?') });
    expect(described(descriptors, 'description')).toBeTruthy();
    expect(canonicalOf(descriptors)).toMatch(new RegExp(`${path}$`));
  });
});

describe('contact form on /contact', () => {
  const html = mainOf(renderPage(Contact, '/contact'));

  it('asks for name, e-mail, optional phone and message, and has a submit button', () => {
    expect(html).toContain('Prénom et Nom');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required/);
    expect(html).toMatch(/<input[^>]*type="tel"/);
    expect(html).toMatch(/<textarea[^>]*rows="5"/);
    expect(html).toMatch(/<button[^>]*type="submit"/);
  });
});

describe('site chrome', () => {
  it('frames the pages with the header, the breadcrumb and the footer', () => {
    const html = renderPage(Contact, '/contact');
    expect(html).toMatch(/<header[\s\S]*<main[\s\S]*<\/main>[\s\S]*<footer/);
    expect(html).toContain('Fil d&#x27;Ariane');
  });
});
