import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { InApp, watchDocumentNavigations } from '../test/router.tsx';
import { linkKind, SmartLink } from './SmartLink.tsx';

let watcher: ReturnType<typeof watchDocumentNavigations> | undefined;
afterEach(() => watcher?.stop());

describe('SmartLink', () => {
  it('loads a path as a new document, whichever app serves it: no router runs in the browser', async () => {
    watcher = watchDocumentNavigations();
    render(
      <InApp app="site">
        <SmartLink href="/contact" className="lien" aria-describedby="aide">
          Contact
        </SmartLink>
        <SmartLink href="/tpe">TPE</SmartLink>
        <p id="aide">Écrivez-nous</p>
      </InApp>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveClass('lien');
    expect(link).toHaveAccessibleDescription('Écrivez-nous');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('data-discover');

    await userEvent.click(link);
    await userEvent.click(screen.getByRole('link', { name: 'TPE' }));
    expect(watcher.clicks).toEqual([
      { href: '/contact', handledByRouter: false },
      { href: '/tpe', handledByRouter: false },
    ]);
  });

  it('tells a new document, a new tab and an in-page anchor apart', () => {
    expect(linkKind('/tpe?utm_source=x#haut')).toBe('document');
    expect(linkKind('mailto:contact@ecole.example')).toBe('document');
    expect(linkKind('//autre.example/contact')).toBe('document');
    expect(linkKind('https://www.francecompetences.fr/')).toBe('external');
    expect(linkKind('#programme')).toBe('anchor');
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
