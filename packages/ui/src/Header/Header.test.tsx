import { initHeaderMenu, MENU_TOGGLE_SELECTOR } from '@ecole/browser/HeaderMenu';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { FIXTURE_HEADER } from '../test/fixtures.ts';
import { InApp, watchDocumentNavigations } from '../test/router.tsx';
import { Header } from './Header.tsx';

let watcher: ReturnType<typeof watchDocumentNavigations> | undefined;
const stops: Array<() => void> = [];
afterEach(() => {
  watcher?.stop();
  for (const stop of stops.splice(0)) stop();
});

/**
 * The header as a page has it: prerendered, then its menus given to the boot entry's script
 * (@ecole/browser/HeaderMenu: no React runs in the browser for the header, issue 25).
 */
function renderHeader(app: 'site' | 'entreprises' = 'site', path = '/', after = <p>Contenu de la page</p>) {
  const rendered = render(
    <InApp app={app} path={path}>
      <Header {...FIXTURE_HEADER} />
      {after}
    </InApp>,
  );
  stops.push(initHeaderMenu(document.querySelector<HTMLAnchorElement>(MENU_TOGGLE_SELECTOR)!));
  return rendered;
}

const nav = () => screen.getByRole('navigation', { name: 'Menu principal' });

describe('Header', () => {
  it('links the logo home with the brand name as its text', async () => {
    const { container } = renderHeader();
    const home = screen.getByRole('link', { name: FIXTURE_HEADER.brand });
    expect(home).toHaveAttribute('href', '/');
    expect((home.querySelector('[data-logo]') as HTMLElement).style.backgroundImage).toMatch(/^url\("?data:image\/svg\+xml/);
    await expectNoAxeViolations(container);
  });

  it('draws the logo with no <img>, so a logo that fails shows nothing even before hydration (e2e: tests/visitor.spec.ts)', () => {
    renderHeader();
    const home = screen.getByRole('link', { name: FIXTURE_HEADER.brand });
    expect(home.querySelector('img, image')).toBeNull();
    expect(home.querySelector('[data-logo]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts every menu link in the HTML, even closed', () => {
    renderHeader();
    const expected = [...FIXTURE_HEADER.menus.flatMap((menu) => menu.items), ...FIXTURE_HEADER.links];
    for (const { label, href } of expected) {
      expect(within(nav()).getByRole('link', { name: label, hidden: true })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Présentation', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Je postule' })).toHaveAttribute('href', '/candidater');
  });

  it('opens a dropdown on click and wires it to its list', async () => {
    const { container } = renderHeader();
    const button = screen.getByRole('button', { name: 'Formations' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(button.getAttribute('aria-controls')!);
    expect(list).not.toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(list!).getByRole('link', { name: 'Marketing digital' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('groups the links of a menu in a labelled list, after its ungrouped links', async () => {
    const { container } = renderHeader('entreprises', '/tpe');
    await userEvent.click(screen.getByRole('button', { name: 'Entreprises' }));
    const sectors = screen.getByRole('list', { name: 'Par secteur' });
    const companies = FIXTURE_HEADER.menus.find((menu) => menu.key === 'entreprises')!;
    expect(
      within(sectors)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(companies.groups![1]!.items.map((item) => item.href));
    expect(within(sectors).getByRole('link', { name: 'TPE' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'L’offre entreprises' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('opens with Enter or Space and closes with Escape, focus back on the button', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'L’école' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard(' ');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Présentation' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on an outside click and keeps only one dropdown open', async () => {
    renderHeader();
    const school = screen.getByRole('button', { name: 'L’école' });
    const formations = screen.getByRole('button', { name: 'Formations' });
    await userEvent.click(school);
    await userEvent.click(formations);
    expect(school).toHaveAttribute('aria-expanded', 'false');
    expect(formations).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByText('Contenu de la page'));
    expect(formations).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every dropdown open on a phone before the script runs, so a tap elsewhere moves nothing under the finger (issue 36; e2e: tests/phone-menu.spec.ts)', () => {
    render(
      <InApp>
        <Header {...FIXTURE_HEADER} />
      </InApp>,
    );
    const css = [...document.querySelectorAll('style')]
      .map((node) => node.textContent)
      .join('\n')
      .replace(/\s+/g, ' ');
    const list = document.getElementById(screen.getByRole('button', { name: 'Formations' }).getAttribute('aria-controls')!)!;
    const header = screen.getByRole('banner');
    const phoneRules = css.split('@media screen and (max-width: 767.98px) {').slice(1).join(' ');
    const openOnPhones = list.className
      .split(' ')
      .some((listClass) =>
        header.className
          .split(' ')
          .some((headerClass) => phoneRules.includes(`.${headerClass}:not([data-enhanced]) .${listClass}[data-state="closed"] { display: block; }`)),
      );
    expect(openOnPhones).toBe(true);
  });

  it('toggles the mobile menu; a link followed loads its page', async () => {
    watcher = watchDocumentNavigations();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', nav().id);
    expect(nav()).toHaveAttribute('data-state', 'closed');

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Fermer le menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveAttribute('data-state', 'open');

    await userEvent.click(within(nav()).getByRole('link', { name: 'FAQ' }));
    expect(watcher.clicks.at(-1)).toEqual({ href: '/faq', handledByRouter: false });
  });

  it('keeps open the mobile menu the hamburger opened before the script ran (the menu is the page’s target)', () => {
    window.history.replaceState(null, '', '/#menu-principal');
    try {
      renderHeader();
      expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
      expect(nav()).toHaveAttribute('data-state', 'open');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('closes the mobile menu with Escape and returns focus to the hamburger', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Formations' }));
    await userEvent.keyboard('{Escape}');
    // First Escape closes the dropdown only.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('stays on screen while scrolling (sticky at the top)', () => {
    renderHeader();
    const style = getComputedStyle(screen.getByRole('banner'));
    expect(style.position).toBe('sticky');
    expect(style.top).toBe('0px');
  });

  it('traps no focus: Tab leaves the open mobile menu for the page, and the menu closes behind it', async () => {
    renderHeader('site', '/', <a href="#suite">Lien de la page</a>);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    screen.getByRole('link', { name: 'Je postule' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Lien de la page' })).toHaveFocus();
    // An open menu left behind would cover the control the keyboard is now on.
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows links to another app with a full page load and marks the current page', async () => {
    watcher = watchDocumentNavigations();
    renderHeader('entreprises', '/entreprises');
    // The hub is the first link of the « Entreprises » menu (closed, so hidden).
    expect(within(nav()).getByRole('link', { name: 'L’offre entreprises', hidden: true })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Contact' }));
    expect(watcher.clicks).toEqual([{ href: '/contact', handledByRouter: false }]);
  });
});
