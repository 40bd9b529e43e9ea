import { MENU_ID } from '@ecole/browser/HeaderMenu';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { usePagePath } from '../PagePath/usePagePath.ts';
import { type NavLink as NavLinkData, SmartLink } from '../SmartLink/SmartLink.tsx';
import * as styles from './Header.css.ts';

/** Links of a menu shown together, under a small heading when it has a label. */
export interface NavGroup {
  label?: string;
  items: readonly NavLinkData[];
}

/** A dropdown of the header. */
export interface NavMenu {
  /** Stable key, also used in element ids. */
  key: string;
  label: string;
  /** Every link of the menu, in order. */
  items: readonly NavLinkData[];
  /** The same links in groups, when a long menu reads better split. */
  groups?: readonly NavGroup[];
}

/** What the header shows: the app gives it (its content), the header only lays it out. */
export interface HeaderProps {
  /** The name beside the logo, which links home. */
  brand: string;
  menus: readonly NavMenu[];
  /** Single links after the menus. */
  links: readonly NavLinkData[];
  /** The primary button, last. */
  callToAction: NavLinkData;
}

/**
 * The site's header, as every page is prerendered: menus closed. It is no island (issue 25): the
 * menus work in CSS alone (Header.css.ts) until the boot entry's header menu runs
 * (@ecole/browser/HeaderMenu, which finds the hamburger by `MENU_ID`: the menu's id, which the
 * hamburger links to and CSS shows while it is the target), which then sets `data-enhanced` and
 * keeps `data-state`, `aria-expanded` and the hamburger's name and icon true to what is shown
 * (buttons, Escape, focus leaving, a click elsewhere; a press closes nothing before its click). Its tests on this markup: HeaderMenu.test.tsx.
 */
export function Header({ brand, menus, links, callToAction }: HeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <SmartLink href="/" className={styles.logoLink}>
          <Logo className={styles.logoImage} />
          <span>{brand}</span>
        </SmartLink>

        {/* A link to the menu before the script runs (CSS shows the menu while it is the target),
            a button after: it opens and closes the menu without touching the address. */}
        <a href={`#${MENU_ID}`} role="button" className={styles.menuToggle} aria-expanded={false} aria-controls={MENU_ID} aria-label="Ouvrir le menu">
          <MenuIcon />
        </a>

        <nav id={MENU_ID} aria-label="Menu principal" className={styles.nav} data-state="closed">
          <ul className={styles.menuList}>
            {menus.map((menu) => (
              <DisclosureMenu key={menu.key} menu={menu} />
            ))}
            {links.map((link) => (
              <li key={link.href} className={styles.menuItem}>
                <NavLink href={link.href} label={link.label} />
              </li>
            ))}
            <li className={styles.closeWithoutScript}>
              {/* biome-ignore lint/a11y/useValidAnchor: without JavaScript, leaving the #menu-principal target is what closes the menu. */}
              <a href="#" className={styles.navLink}>
                Fermer le menu
              </a>
            </li>
            {/* Inside the navigation so the narrow layout keeps room for the logo and the hamburger. */}
            <li className={styles.callToAction}>
              <Button href={callToAction.href} variant="primary">
                {callToAction.label}
              </Button>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * A disclosure button and its list of links (WAI-ARIA APG "Disclosure Navigation Menu"): the
 * links stay in the HTML when closed, hidden by CSS, so prerendered pages and crawlers have them.
 * The button's `aria-controls` names its list: the boot entry's header menu opens it by that id.
 */
function DisclosureMenu({ menu }: { menu: NavMenu }) {
  const panelId = useId();
  return (
    <li className={styles.menuItem}>
      <button type="button" className={styles.disclosureButton} aria-expanded={false} aria-controls={panelId}>
        {menu.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={panelId} className={styles.submenu} data-state="closed">
        {(menu.groups ?? [{ items: menu.items }]).map((group, index) =>
          group.label === undefined ? (
            group.items.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} label={item.label} />
              </li>
            ))
          ) : (
            // A labelled group: a small heading names its nested list (« Par secteur »).
            <li key={group.label} className={styles.group}>
              <span id={`${panelId}-${index}`} className={styles.groupLabel}>
                {group.label}
              </span>
              <ul aria-labelledby={`${panelId}-${index}`} className={styles.groupList}>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <NavLink href={item.href} label={item.label} />
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </li>
  );
}

/** The hamburger's icon (closed); the boot entry's header menu draws the cross while the menu is open. */
function MenuIcon() {
  return (
    <svg className={styles.menuToggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A link of the navigation, marked as the current page when it is the one shown. */
function NavLink({ href, label }: { href: string; label: string }) {
  const pathname = usePagePath();
  return (
    <SmartLink href={href} className={styles.navLink} aria-current={pathname === href ? 'page' : undefined}>
      {label}
    </SmartLink>
  );
}
