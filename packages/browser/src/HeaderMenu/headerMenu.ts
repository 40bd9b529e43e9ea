import { ENHANCED_ATTRIBUTE } from '../page/names.ts';
import type { PageModule } from '../page/pageModule.ts';
import { MENU_ID, MENU_TOGGLE_SELECTOR } from './names.ts';

/** The hamburger's icon: a cross while the menu is open, three bars while it is closed (@ecole/ui, Header's MenuIcon). */
const ICON = { open: 'M6 6l12 12M18 6L6 18', closed: 'M4 7h16M4 12h16M4 17h16' } as const;

/**
 * The header's menus once a script runs (@ecole/ui's Header is no React island, issue 25: all it
 * needs is a few listeners). Without a script the menus work in CSS alone (Header.css.ts: the
 * hamburger is a link to the menu, a dropdown opens under the pointer or the focus); from here,
 * `data-enhanced` hands over to `data-state` and `aria-expanded`, which say what is on screen:
 * - the hamburger is a button (Enter, Space) that opens and closes the menu, its label and icon
 *   following; a menu opened by the link before this ran (the page's target) stays open;
 * - a dropdown's button opens its list and closes the others (WAI-ARIA disclosure navigation);
 * - Escape closes the open dropdown (focus back on its button), then the menu (focus on the
 *   hamburger); focus leaving a dropdown or the header closes it, and so does a click elsewhere;
 * - a press closes no dropdown before its click: on a phone the lists are in the menu's flow, and one
 *   closed at the pointer's press (or at the focus the press moves) took the links below it up from
 *   under the finger, so the click landed on whatever slid there, a hero's button even (issue 36).
 * Nothing waits for a download: it starts when the page is parsed, so no tap is lost to a
 * hydration in progress (issue 25, point 3).
 *
 * Returns what undoes its document-wide listeners (tests render many headers in one document).
 */
export function initHeaderMenu(toggle: HTMLAnchorElement, doc: Document = toggle.ownerDocument): () => void {
  const nav = doc.getElementById(MENU_ID);
  const header = toggle.closest('header');
  if (!nav || !header) return () => {};

  const setMenu = (open: boolean) => {
    nav.dataset.state = open ? 'open' : 'closed';
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Fermer le menu' : 'Ouvrir le menu');
    toggle.querySelector('path')?.setAttribute('d', open ? ICON.open : ICON.closed);
  };
  const menuOpen = () => nav.dataset.state === 'open';
  const buttons = [...nav.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const listOf = (button: HTMLButtonElement) => doc.getElementById(button.getAttribute('aria-controls') ?? '');
  const setList = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    const list = listOf(button);
    if (list) list.dataset.state = open ? 'open' : 'closed';
  };
  const closeLists = (except: HTMLButtonElement) => {
    for (const button of buttons) if (button !== except) setList(button, false);
  };
  const openButton = () => buttons.find((button) => button.getAttribute('aria-expanded') === 'true');

  // A press under way (pointerdown until its click or pointercancel): the focus it moves closes nothing.
  let pressing = false;
  const press = () => {
    pressing = true;
  };
  const cancel = () => {
    pressing = false;
  };
  doc.addEventListener('pointerdown', press, true);
  doc.addEventListener('pointercancel', cancel, true);

  header.setAttribute(ENHANCED_ATTRIBUTE, '');
  setMenu(doc.location?.hash === `#${MENU_ID}`);
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setMenu(!menuOpen());
  });
  // A link answers Enter by itself; a button also answers Space.
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
      if (!pressing && event.relatedTarget instanceof Node && !item.contains(event.relatedTarget)) setList(button, false);
    });
  }
  const clickElsewhere = (event: MouseEvent) => {
    pressing = false;
    const open = openButton();
    if (open && !(event.target instanceof Node && open.closest('li')?.contains(event.target))) setList(open, false);
  };
  doc.addEventListener('click', clickElsewhere);
  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menuOpen()) return;
    setMenu(false);
    toggle.focus();
  });
  header.addEventListener('focusout', (event) => {
    if (menuOpen() && !header.contains(event.relatedTarget as Node | null)) setMenu(false);
  });
  return () => {
    doc.removeEventListener('click', clickElsewhere);
    doc.removeEventListener('pointerdown', press, true);
    doc.removeEventListener('pointercancel', cancel, true);
  };
}

/** The header's menus, on the page's hamburger (`initAll(HEADER_MENU)`). */
export const HEADER_MENU: PageModule<HTMLAnchorElement> = {
  selector: MENU_TOGGLE_SELECTOR,
  init: (toggle) => {
    initHeaderMenu(toggle);
  },
};
