import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../AppContext/AppContext.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { fixtureServesPath } from '../test/fixtures.ts';
import { InApp, watchDocumentNavigations } from '../test/router.tsx';
import { linkKind, SmartLink } from './SmartLink.tsx';

let watcher: ReturnType<typeof watchDocumentNavigations> | undefined;
afterEach(() => watcher?.stop());

describe('SmartLink', () => {
  it('keeps a link to the same app inside the router', async () => {
    watcher = watchDocumentNavigations();
    render(
      <InApp app="site">
        <SmartLink href="/contact" className="lien" aria-describedby="aide">
          Contact
        </SmartLink>
        <p id="aide">Écrivez-nous</p>
      </InApp>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveClass('lien');
    expect(link).toHaveAccessibleDescription('Écrivez-nous');
    expect(link).not.toHaveAttribute('target');

    await userEvent.click(link);
    expect(watcher.clicks).toEqual([{ href: '/contact', handledByRouter: true }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });

  it('loads another app’s page with a full page load', async () => {
    watcher = watchDocumentNavigations();
    render(
      <InApp app="site">
        <SmartLink href="/tpe">TPE</SmartLink>
      </InApp>,
    );
    const link = screen.getByRole('link', { name: 'TPE' });
    expect(link).toHaveAttribute('href', '/tpe');
    await userEvent.click(link);
    expect(watcher.clicks).toEqual([{ href: '/tpe', handledByRouter: false }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('treats a path the app does not serve as a full page load (another app, or the proxy’s 404)', () => {
    const entreprises = fixtureServesPath('entreprises');
    expect(linkKind('/nulle-part', fixtureServesPath('site'))).toBe('document');
    expect(linkKind('/contact', entreprises)).toBe('document');
    expect(linkKind('/tpe', entreprises)).toBe('router');
    expect(linkKind('/tpe?utm_source=x#haut', entreprises)).toBe('router');
  });

  it('loads any other address the app does not serve as a new document', () => {
    const site = fixtureServesPath('site');
    expect(linkKind('mailto:contact@ecole.example', site)).toBe('document');
    expect(linkKind('//autre.example/contact', site)).toBe('document');
  });

  it('loads every path as a new document in an app that gave no route facts', async () => {
    watcher = watchDocumentNavigations();
    render(
      <MemoryRouter>
        <AppProvider app="site">
          <SmartLink href="/contact">Contact</SmartLink>
        </AppProvider>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(watcher.clicks).toEqual([{ href: '/contact', handledByRouter: false }]);
  });

  it('opens http links in a new tab without giving the page access to the opener', async () => {
    const { container } = render(
      <InApp>
        <SmartLink href="https://www.francecompetences.fr/">France compétences</SmartLink>
      </InApp>,
    );
    const link = screen.getByRole('link', { name: /^France compétences\s*\(nouvel onglet\)$/ });
    expect(link).toHaveAttribute('href', 'https://www.francecompetences.fr/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(container);
  });

  it('leaves in-page anchors to the browser', async () => {
    watcher = watchDocumentNavigations();
    render(
      <InApp>
        <SmartLink href="#programme">Voir le programme</SmartLink>
      </InApp>,
    );
    const link = screen.getByRole('link', { name: 'Voir le programme' });
    expect(link).toHaveAttribute('href', '#programme');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(watcher.clicks).toEqual([{ href: '#programme', handledByRouter: false }]);
  });
});
