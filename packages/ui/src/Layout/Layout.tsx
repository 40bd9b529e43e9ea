import { BARE_FOOTER_LINKS } from '@ecole/content';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { Header } from '../Header/Header.tsx';
import { SmartLink } from '../SmartLink/SmartLink.tsx';
import { ToastRegion } from '../Toast/Toast.tsx';
import * as styles from './Layout.css.ts';
import { useFocusOnNavigation } from './useFocusOnNavigation.ts';

export const MAIN_CONTENT_ID = 'contenu';

export interface ChromeProps {
  children?: ReactNode;
}

export interface SiteChromeProps extends ChromeProps {
  /**
   * Show the breadcrumb (default). The not-found page turns it off: an unknown address has no
   * trail to show, and one HTML file (404.html) answers every unknown address, so a trail built
   * from the address would differ from the prerendered one at hydration.
   */
  breadcrumb?: boolean;
}

/**
 * The page frame of the site and entreprises apps: skip link, header, breadcrumb, main,
 * footer. The toast region wraps it all so any page component can call `useToast()`.
 * Scroll-to-top on navigation is React Router's `<ScrollRestoration />` in each app's root.
 */
export function SiteChrome({ children, breadcrumb = true }: SiteChromeProps) {
  return (
    <ToastRegion>
      <SkipLink />
      <Header />
      {breadcrumb ? <Breadcrumb /> : null}
      <Main>{children}</Main>
      <Footer />
    </ToastRegion>
  );
}

/**
 * The chrome-less frame of the /formation-ia campaign landing (spec §2: no header, no footer).
 * It keeps one discreet line of legal links: the page collects personal data, so its visitors
 * must still reach the legal notices, the privacy policy and the accessibility statement.
 */
export function BareChrome({ children }: ChromeProps) {
  return (
    <ToastRegion>
      <SkipLink />
      <Main>{children}</Main>
      <footer className={styles.bareFooter}>
        <nav aria-label="Informations légales">
          <ul className={styles.bareFooterList}>
            {BARE_FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className={styles.bareFooterLink}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </ToastRegion>
  );
}

function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      Aller au contenu
    </a>
  );
}

function Main({ children }: ChromeProps) {
  useFocusOnNavigation();
  // tabIndex -1: the skip link's target must take focus, or the next Tab restarts at the header.
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}
