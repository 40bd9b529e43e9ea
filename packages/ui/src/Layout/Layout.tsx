import type { ReactNode } from 'react';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb.tsx';
import type { BreadcrumbTrail } from '../Breadcrumb/breadcrumbItems.ts';
import { Footer, type FooterProps } from '../Footer/Footer.tsx';
import { Header, type HeaderProps } from '../Header/Header.tsx';
import { type NavLink, SmartLink } from '../SmartLink/SmartLink.tsx';
import * as styles from './Layout.css.ts';

export const MAIN_CONTENT_ID = 'contenu';

export interface ChromeProps {
  children?: ReactNode;
}

export interface SiteChromeProps extends ChromeProps {
  header: HeaderProps;
  footer: FooterProps;
  /** How the breadcrumb names and addresses the app's paths. */
  trail: BreadcrumbTrail;
  /**
   * Show the breadcrumb (default). The not-found page turns it off: an unknown address has no
   * trail to show, and one HTML file (404.html) answers every unknown address, so a trail built
   * from the address would differ from the prerendered one at hydration.
   */
  breadcrumb?: boolean;
}

/**
 * The page frame of the site and entreprises apps: skip link, header, breadcrumb, main,
 * footer, their words and links given by the app. No toast region: every page is its own
 * document (issue 25), and what shows toasts is an island with its own (@ecole/sections, Island).
 */
export function SiteChrome({ children, header, footer, trail, breadcrumb = true }: SiteChromeProps) {
  return (
    <>
      <SkipLink />
      <Header {...header} />
      {breadcrumb ? <Breadcrumb {...trail} /> : null}
      <Main>{children}</Main>
      <Footer {...footer} />
    </>
  );
}

export interface BareChromeProps extends ChromeProps {
  /** The one line of links under the page. */
  legalLinks: readonly NavLink[];
}

/**
 * The chrome-less frame of a campaign landing (spec §2: no header, no footer). It keeps one
 * discreet line of legal links: a page that collects personal data must still let its visitors
 * reach the legal notices, the privacy policy and the accessibility statement.
 */
export function BareChrome({ children, legalLinks }: BareChromeProps) {
  return (
    <>
      <SkipLink />
      <Main>{children}</Main>
      <footer className={styles.bareFooter}>
        <nav aria-label="Informations légales">
          <ul className={styles.bareFooterList}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className={styles.bareFooterLink}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </>
  );
}

function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      Aller au contenu
    </a>
  );
}

// Every page is its own document (issue 25): a new page starts the keyboard at its top, as any
// page load does; no navigation inside an app needs the focus moved by hand.
function Main({ children }: ChromeProps) {
  // tabIndex -1: the skip link's target must take focus, or the next Tab restarts at the header.
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}
