/**
 * The id of the site menu (@ecole/ui's Header): the hamburger links to it (`href="#menu-principal"`)
 * and names it (`aria-controls`), CSS shows it while it is the page's target, the menu's script
 * finds the hamburger by it, and the tests and the benchmark wait for the header by it.
 */
export const MENU_ID = 'menu-principal';

/** The hamburger: the link to the menu before the script runs, a button after. */
export const MENU_TOGGLE_SELECTOR = `a[aria-controls="${MENU_ID}"]`;
