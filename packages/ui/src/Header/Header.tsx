import { type FocusEvent, type KeyboardEvent, memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../Button/Button.tsx';
import { Logo } from '../Logo/Logo.tsx';
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

/** The id of the site menu: the hamburger links to it, and CSS shows it while it is the target. */
const MENU_ID = 'menu-principal';

export function Header({ brand, menus, links, callToAction }: HeaderProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  // False in the prerendered HTML and until React runs: the menus then work in CSS alone
  // (Header.css.ts). Set after hydration, so both renders of the header agree.
  const [enhanced, setEnhanced] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const navId = MENU_ID;
  const { pathname } = useLocation();

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, []);

  // Back/forward navigation does not click a menu link: close the menus on any route change too.
  // Declared first: it also runs at mount, and the effect below must have the last word there.
  useEffect(closeAll, [pathname, closeAll]);

  useEffect(() => {
    setEnhanced(true);
    // The hamburger was tapped before the script ran (the menu is the page's target): keep it open.
    if (window.location.hash === `#${MENU_ID}`) setMobileOpen(true);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // A dropdown handles its own Escape first (and stops it); the next one closes the mobile menu.
    if (event.key === 'Escape' && mobileOpen) {
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  }

  // Focus that leaves the header (Tab past the last link, a click in the page) closes the mobile
  // menu: an open menu never covers the control the keyboard is on.
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (mobileOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) setMobileOpen(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving are caught once for every control of the header, each of which is a real link or button.
    <header className={styles.root} onKeyDown={onKeyDown} onBlur={onBlur} data-enhanced={enhanced || undefined}>
      <div className={styles.inner}>
        <SmartLink href="/" className={styles.logoLink} onClick={closeAll}>
          <Logo className={styles.logoImage} />
          <span>{brand}</span>
        </SmartLink>

        {/* A link to the menu before the script runs (CSS shows the menu while it is the target),
            a button after: it opens and closes the menu without touching the address. */}
        <a
          ref={toggleRef}
          href={`#${navId}`}
          role="button"
          className={styles.menuToggle}
          aria-expanded={mobileOpen}
          aria-controls={navId}
          aria-label={mobileOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={(event) => {
            event.preventDefault();
            setMobileOpen((open) => !open);
          }}
          onKeyDown={(event) => {
            // A button opens with Space too.
            if (event.key === ' ') {
              event.preventDefault();
              setMobileOpen((open) => !open);
            }
          }}
        >
          <MenuIcon open={mobileOpen} />
        </a>

        <nav id={navId} aria-label="Menu principal" className={styles.nav} data-state={mobileOpen ? 'open' : 'closed'}>
          <MenuItems menus={menus} links={links} callToAction={callToAction} openMenu={openMenu} onOpenMenuChange={setOpenMenu} onNavigate={closeAll} />
        </nav>
      </div>
    </header>
  );
}

interface MenuItemsProps extends Omit<HeaderProps, 'brand'> {
  openMenu: string | null;
  onOpenMenuChange: (key: string | null) => void;
  onNavigate: () => void;
}

/**
 * The links and dropdowns of the navigation. Memoized: opening or closing the mobile menu changes
 * none of its props, so a tap on the hamburger re-renders the header alone, not its thirty links
 * (the script time of that tap, CPU slowed 4×: 8 ms before, 2–3 ms after, in a Chromium trace).
 * The menus and links must then be the same objects from render to render: the apps pass content
 * defined once, at module level.
 */
const MenuItems = memo(function MenuItems({ menus, links, callToAction, openMenu, onOpenMenuChange, onNavigate }: MenuItemsProps) {
  return (
    <ul className={styles.menuList}>
      {menus.map((menu) => (
        <DisclosureMenu key={menu.key} menu={menu} open={openMenu === menu.key} onOpenMenuChange={onOpenMenuChange} onNavigate={onNavigate} />
      ))}
      {links.map((link) => (
        <li key={link.href} className={styles.menuItem}>
          <NavLink href={link.href} label={link.label} onNavigate={onNavigate} />
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
        <Button href={callToAction.href} variant="primary" onClick={onNavigate}>
          {callToAction.label}
        </Button>
      </li>
    </ul>
  );
});

interface DisclosureMenuProps {
  menu: NavMenu;
  open: boolean;
  /** Opens this menu (its key) or closes every one (null). */
  onOpenMenuChange: (key: string | null) => void;
  onNavigate: () => void;
}

/**
 * A disclosure button and its list of links (WAI-ARIA APG "Disclosure Navigation Menu"): the
 * links stay in the HTML when closed, hidden by CSS, so prerendered pages and crawlers have them.
 * Memoized with stable props: opening one menu re-renders that menu and the one it closes only.
 */
const DisclosureMenu = memo(function DisclosureMenu({ menu, open, onOpenMenuChange, onNavigate }: DisclosureMenuProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenMenuChange(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenMenuChange]);

  return (
    <li
      ref={itemRef}
      className={styles.menuItem}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onOpenMenuChange(null);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of an open menu closes it, so it never hides the next control.
        const next = event.relatedTarget as Node | null;
        if (open && next && !itemRef.current?.contains(next)) onOpenMenuChange(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.disclosureButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenMenuChange(open ? null : menu.key)}
      >
        {menu.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={panelId} className={styles.submenu} data-state={open ? 'open' : 'closed'}>
        {(menu.groups ?? [{ items: menu.items }]).map((group, index) =>
          group.label === undefined ? (
            group.items.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} label={item.label} onNavigate={onNavigate} />
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
                    <NavLink href={item.href} label={item.label} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </li>
  );
});

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.menuToggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** A link of the navigation, marked as the current page when it is the one shown. */
function NavLink({ href, label, onNavigate }: { href: string; label: string; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <SmartLink href={href} className={styles.navLink} onClick={onNavigate} aria-current={pathname === href ? 'page' : undefined}>
      {label}
    </SmartLink>
  );
}
