import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { InApp, watchDocumentNavigations } from '../test/router.tsx';
import { CallToAction } from './CallToAction.tsx';

// jsdom has no layout, hence no scrolling and no media queries: these two browser APIs are
// recorded instead (https://github.com/jsdom/jsdom/issues/1422).
const scrollIntoView = vi.fn();
let reducedMotion = false;
let watcher: ReturnType<typeof watchDocumentNavigations> | undefined;

beforeEach(() => {
  reducedMotion = false;
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.matchMedia = (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion, media: query }) as MediaQueryList;
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  watcher?.stop();
  watcher = undefined;
});

function Page({ href }: { href: string }) {
  return (
    <InApp app="site" path="/programmes">
      <CallToAction href={href}>Je postule</CallToAction>
      <section id="candidature" aria-label="Candidature">
        <h2>Candidater</h2>
      </section>
    </InApp>
  );
}

describe('CallToAction', () => {
  it('scrolls smoothly to an in-page section, focuses it and shows it in the address', async () => {
    const { container } = render(<Page href="#candidature" />);
    const link = screen.getByRole('link', { name: 'Je postule' });
    expect(link).toHaveAttribute('href', '#candidature');
    await expectNoAxeViolations(container);

    await userEvent.click(link);
    const section = screen.getByRole('region', { name: 'Candidature' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(section).toHaveFocus();
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(window.location.hash).toBe('#candidature');
    // The router did not navigate (no instant jump from its hash handling).
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/programmes$/);
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    reducedMotion = true;
    render(<Page href="#candidature" />);
    await userEvent.click(screen.getByRole('link', { name: 'Je postule' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(screen.getByRole('region', { name: 'Candidature' })).toHaveFocus();
  });

  it('leaves a focusable target’s tab order alone', async () => {
    render(
      <InApp>
        <CallToAction href="#email">Écrire</CallToAction>
        <input id="email" aria-label="E-mail" />
      </InApp>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Écrire' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('tabindex');
  });

  it('lets the browser handle an anchor with no matching element', async () => {
    watcher = watchDocumentNavigations();
    render(<Page href="#introuvable" />);
    await userEvent.click(screen.getByRole('link', { name: 'Je postule' }));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(watcher.clicks).toEqual([{ href: '#introuvable', handledByRouter: false }]);
  });

  it('opens an http address in a new tab, and says so', async () => {
    const { container } = render(<Page href="https://forms.example.org/candidature" />);
    const link = screen.getByRole('link', { name: /^Je postule\s*\(nouvel onglet\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(container);
  });

  it('follows a route with a page load, of this app or another (no router runs in the browser)', async () => {
    watcher = watchDocumentNavigations();
    render(<Page href="/candidater" />);
    await userEvent.click(screen.getByRole('link', { name: 'Je postule' }));
    expect(watcher.clicks).toEqual([{ href: '/candidater', handledByRouter: false }]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
