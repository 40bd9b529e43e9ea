import { initHeaderMenu, MENU_ID, MENU_TOGGLE_SELECTOR } from '@ecole/browser/HeaderMenu';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_HEADER } from '../test/fixtures.ts';
import { InApp } from '../test/router.tsx';
import { Header } from './Header.tsx';

/**
 * The prerendered header, and the boot entry's script run over it (@ecole/browser/HeaderMenu: no
 * React in the browser): the script's behaviour on the component's real markup.
 */
function openPage(hash = '') {
  window.history.replaceState(null, '', `/${hash}`);
  document.body.innerHTML = `${renderToStaticMarkup(
    <InApp app="site" path="/">
      <Header {...FIXTURE_HEADER} />
    </InApp>,
  )}<main><a href="/contact">Ailleurs</a></main>`;
  stops.push(initHeaderMenu(document.querySelector<HTMLAnchorElement>(MENU_TOGGLE_SELECTOR)!));
}
const stops: Array<() => void> = [];

const toggle = () => screen.getByRole('button', { name: /menu$/ });
const nav = () => document.getElementById(MENU_ID)!;
const disclosures = () => within(nav()).getAllByRole('button');

beforeEach(() => openPage());
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
});

describe('the header’s menus, run by the boot entry', () => {
  it('hands over from CSS to the script: `data-enhanced`, and the ARIA states say what is shown', () => {
    expect(document.querySelector('header')).toHaveAttribute('data-enhanced', '');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-state', 'closed');
    for (const button of disclosures()) expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('the hamburger opens and closes the menu, with Enter or Space, its name and icon following, the address untouched', async () => {
    const user = userEvent.setup();
    const path = toggle().querySelector('path')!.getAttribute('d');
    await user.click(toggle());
    expect(nav()).toHaveAttribute('data-state', 'open');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAccessibleName('Fermer le menu');
    expect(toggle().querySelector('path')!.getAttribute('d')).not.toBe(path);
    expect(window.location.hash).toBe('');
    toggle().focus();
    await user.keyboard(' ');
    expect(nav()).toHaveAttribute('data-state', 'closed');
    expect(toggle()).toHaveAccessibleName('Ouvrir le menu');
  });

  it('a menu opened by its link before the script ran stays open', () => {
    openPage(`#${MENU_ID}`);
    expect(nav()).toHaveAttribute('data-state', 'open');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('Escape closes the open dropdown first (focus back on its button), then the menu (focus on the hamburger)', async () => {
    const user = userEvent.setup();
    await user.click(toggle());
    const [first] = disclosures();
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(first!.getAttribute('aria-controls')!)).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first).toHaveFocus();
    expect(nav()).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(nav()).toHaveAttribute('data-state', 'closed');
    expect(toggle()).toHaveFocus();
  });

  it('one dropdown at a time; a click elsewhere closes it, and so does focus leaving it or the header', async () => {
    const user = userEvent.setup();
    const [first, second] = disclosures();
    await user.click(first!);
    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(second).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await user.click(first!);
    screen.getByRole('link', { name: 'Ailleurs' }).focus();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-state', 'closed');
  });

  it('a press on a top-level link leaves the open dropdown as it is until its click, so nothing moves under the finger (issue 36)', () => {
    fireEvent.click(toggle());
    const [first] = disclosures();
    first!.focus();
    fireEvent.click(first!);
    const list = document.getElementById(first!.getAttribute('aria-controls')!)!;
    const faq = within(nav()).getByRole('link', { name: 'FAQ' });
    // What a tap or a mouse press does, in order: the press, the focus it moves, then the click.
    fireEvent.pointerDown(faq);
    faq.focus();
    expect(list).toHaveAttribute('data-state', 'open');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(faq);
    expect(list).toHaveAttribute('data-state', 'closed');
    // A press that became a scroll (cancelled) clicks nothing and leaves no trace: focus leaving
    // the dropdown closes it, as before.
    first!.focus();
    fireEvent.click(first!);
    expect(list).toHaveAttribute('data-state', 'open');
    fireEvent.pointerDown(faq);
    fireEvent.pointerCancel(faq);
    faq.focus();
    expect(list).toHaveAttribute('data-state', 'closed');
  });
});
