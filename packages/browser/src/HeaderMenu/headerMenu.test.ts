import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initAll } from '../page/pageModule.ts';
import { HEADER_MENU, initHeaderMenu } from './headerMenu.ts';
import { MENU_ID } from './names.ts';

/**
 * The header's markup in short, as @ecole/ui's Header prerenders it (its own tests run this module
 * on the real component: @ecole/ui, Header/HeaderMenu.test.tsx).
 */
const HEADER = `
  <header>
    <a href="/">École</a>
    <a href="#${MENU_ID}" role="button" aria-expanded="false" aria-controls="${MENU_ID}" aria-label="Ouvrir le menu"><svg><path d="M4 7h16M4 12h16M4 17h16"></path></svg></a>
    <nav id="${MENU_ID}" aria-label="Menu principal" data-state="closed">
      <ul>
        <li><button type="button" aria-expanded="false" aria-controls="liste-formations">Formations</button>
          <ul id="liste-formations" data-state="closed"><li><a href="/programmes">Toutes</a></li></ul></li>
        <li><button type="button" aria-expanded="false" aria-controls="liste-entreprises">Entreprises</button>
          <ul id="liste-entreprises" data-state="closed"><li><a href="/tpe">TPE</a></li></ul></li>
        <li><a href="/faq">FAQ</a></li>
      </ul>
    </nav>
  </header>
  <main><p>Contenu</p></main>`;

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  window.history.replaceState(null, '', '/');
});

function openPage(hash = '') {
  window.history.replaceState(null, '', `/${hash}`);
  document.body.innerHTML = HEADER;
  const toggle = document.querySelector<HTMLAnchorElement>(`a[aria-controls="${MENU_ID}"]`)!;
  stops.push(initHeaderMenu(toggle));
  return { toggle, nav: document.getElementById(MENU_ID)! };
}

const dropdown = (name: string) => screen.getByRole('button', { name });
const listOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('the header’s menus', () => {
  it('take over from CSS: `data-enhanced` on the header, the states closed', () => {
    const { toggle, nav } = openPage();
    expect(document.querySelector('header')).toHaveAttribute('data-enhanced', '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-state', 'closed');
  });

  it('the hamburger opens and closes the menu without touching the address, its name and icon following', async () => {
    const user = userEvent.setup();
    const { toggle, nav } = openPage();
    await user.click(toggle);
    expect(nav).toHaveAttribute('data-state', 'open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fermer le menu');
    expect(toggle.querySelector('path')).toHaveAttribute('d', 'M6 6l12 12M18 6L6 18');
    expect(window.location.hash).toBe('');
    toggle.focus();
    await user.keyboard(' ');
    expect(nav).toHaveAttribute('data-state', 'closed');
    expect(toggle).toHaveAccessibleName('Ouvrir le menu');
  });

  it('a menu the link opened before the script ran stays open', () => {
    const { nav, toggle } = openPage(`#${MENU_ID}`);
    expect(nav).toHaveAttribute('data-state', 'open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('one dropdown open at a time; Escape closes it (focus back on its button), then the menu', async () => {
    const user = userEvent.setup();
    const { toggle, nav } = openPage();
    await user.click(toggle);
    await user.click(dropdown('Formations'));
    expect(listOf(dropdown('Formations'))).toHaveAttribute('data-state', 'open');
    await user.click(dropdown('Entreprises'));
    expect(dropdown('Formations')).toHaveAttribute('aria-expanded', 'false');
    expect(listOf(dropdown('Entreprises'))).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(dropdown('Entreprises')).toHaveAttribute('aria-expanded', 'false');
    expect(dropdown('Entreprises')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(nav).toHaveAttribute('data-state', 'closed');
    expect(toggle).toHaveFocus();
  });

  it('a click elsewhere closes the open dropdown', async () => {
    const user = userEvent.setup();
    openPage();
    await user.click(dropdown('Formations'));
    await user.click(screen.getByText('Contenu'));
    expect(dropdown('Formations')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press on a top-level link leaves the open dropdown as it is until its click, so nothing moves under the finger (issue 36)', () => {
    const { toggle } = openPage();
    fireEvent.click(toggle);
    const formations = dropdown('Formations');
    formations.focus();
    fireEvent.click(formations);
    const list = document.getElementById('liste-formations')!;
    const faq = screen.getByRole('link', { name: 'FAQ' });
    // What a tap or a mouse press does, in order: the press, the focus it moves, then the click.
    fireEvent.pointerDown(faq);
    faq.focus();
    expect(list).toHaveAttribute('data-state', 'open');
    fireEvent.click(faq);
    expect(list).toHaveAttribute('data-state', 'closed');
    // A press that became a scroll (cancelled) clicks nothing: focus leaving the dropdown closes it.
    formations.focus();
    fireEvent.click(formations);
    expect(list).toHaveAttribute('data-state', 'open');
    fireEvent.pointerDown(faq);
    fireEvent.pointerCancel(faq);
    faq.focus();
    expect(list).toHaveAttribute('data-state', 'closed');
  });

  it('starts on the page’s hamburger as a page module, and on nothing where there is no header', () => {
    document.body.innerHTML = '<main><a href="#contact">Contact</a></main>';
    expect(() => initAll(HEADER_MENU)).not.toThrow();
    document.body.innerHTML = HEADER;
    initAll(HEADER_MENU);
    expect(document.querySelector('header')).toHaveAttribute('data-enhanced', '');
  });
});
