/**
 * The header's menus once a script runs, in plain JavaScript for the boot module of every page
 * (@ecole/app-build, bootScripts.ts): the header is not a React island (issue 25), since all it
 * needs is a few listeners. Without a script the menus work in CSS alone (Header/Header.css.ts: the
 * hamburger is a link to the menu, a dropdown opens under the pointer or the focus); with this,
 * `data-enhanced` hands over to `data-state` and `aria-expanded`, which say what is on screen:
 * - the hamburger is a button (Enter, Space) that opens and closes the menu, its label and icon
 *   following; a menu opened by the link before this ran (the page's target) stays open;
 * - a dropdown's button opens its list and closes the others (WAI-ARIA disclosure navigation);
 * - Escape closes the open dropdown (focus back on its button), then the menu (focus on the
 *   hamburger); focus leaving a dropdown or the header closes it, and so does a click elsewhere.
 * - A press closes no dropdown before its click: on a phone the lists are in the menu's flow, and one
 *   closed at the pointer's press (or at the focus the press moves) took the links below it up from
 *   under the finger, so the click landed on whatever slid there, a hero's button even (issue 36).
 * Nothing waits for a download: it runs when the page is parsed, so no tap can be lost to a
 * hydration in progress (issue 25, point 3). A block, so its names stay its own.
 */
export const HEADER_MENU_SCRIPT = `{
  const toggle = document.querySelector('a[aria-controls="menu-principal"]');
  const nav = document.getElementById('menu-principal');
  const header = toggle?.closest('header');
  if (toggle && nav && header) {
    const ICON = { true: 'M6 6l12 12M18 6L6 18', false: 'M4 7h16M4 12h16M4 17h16' };
    const setMenu = (open) => {
      nav.dataset.state = open ? 'open' : 'closed';
      toggle.setAttribute('aria-expanded', String(open));
      toggle.setAttribute('aria-label', open ? 'Fermer le menu' : 'Ouvrir le menu');
      toggle.querySelector('path')?.setAttribute('d', ICON[open]);
    };
    const menuOpen = () => nav.dataset.state === 'open';
    const buttons = [...nav.querySelectorAll('button[aria-controls]')];
    const listOf = (button) => document.getElementById(button.getAttribute('aria-controls'));
    const setList = (button, open) => {
      button.setAttribute('aria-expanded', String(open));
      const list = listOf(button);
      if (list) list.dataset.state = open ? 'open' : 'closed';
    };
    const closeLists = (except) => buttons.forEach((button) => button !== except && setList(button, false));
    const openButton = () => buttons.find((button) => button.getAttribute('aria-expanded') === 'true');
    let pressing = false;
    document.addEventListener('pointerdown', () => { pressing = true; }, true);
    document.addEventListener('pointercancel', () => { pressing = false; }, true);
    header.dataset.enhanced = '';
    setMenu(location.hash === '#menu-principal');
    toggle.addEventListener('click', (event) => {
      event.preventDefault();
      setMenu(!menuOpen());
    });
    toggle.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      setMenu(!menuOpen());
    });
    for (const button of buttons) {
      button.addEventListener('click', () => {
        const open = button.getAttribute('aria-expanded') !== 'true';
        closeLists(button);
        setList(button, open);
      });
      const item = button.closest('li');
      item?.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
        event.stopPropagation();
        setList(button, false);
        button.focus();
      });
      item?.addEventListener('focusout', (event) => {
        if (!pressing && event.relatedTarget && !item.contains(event.relatedTarget)) setList(button, false);
      });
    }
    document.addEventListener('click', (event) => {
      pressing = false;
      const open = openButton();
      if (open && !open.closest('li')?.contains(event.target)) setList(open, false);
    });
    header.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menuOpen()) return;
      setMenu(false);
      toggle.focus();
    });
    header.addEventListener('focusout', (event) => {
      if (menuOpen() && !header.contains(event.relatedTarget)) setMenu(false);
    });
  }
}`;
