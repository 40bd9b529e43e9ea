import { FOOTER_COLUMNS, FOOTER_IDENTITY, FOOTER_LEGAL_LINKS, HEADER_CALL_TO_ACTION, HEADER_LINKS, HEADER_MENUS, SCHOOL } from '@ecole/content';
import { breadcrumbLabel } from '@ecole/routes';
import { SiteChrome, type SiteChromeProps } from '@ecole/ui/Layout';
import { absoluteUrl } from '../pageMeta/origin.ts';
import certificateImageUrl from './quality-certificate.svg?no-inline';
import { SchoolAppProvider, type SchoolAppProviderProps } from './schoolApp.tsx';

/**
 * The school's words and links in the design system's chrome (spec §2 "Global elements"): the
 * header's menus and button, the footer's identity, columns and legal links (`@ecole/content`'s
 * chrome.ts), and the breadcrumb's labels and addresses (the route table, the site's origin).
 * Module-level objects: the header's memoized menus see the same data on every render.
 */
export const SCHOOL_CHROME = {
  header: { brand: SCHOOL.brand, menus: HEADER_MENUS, links: HEADER_LINKS, callToAction: HEADER_CALL_TO_ACTION },
  footer: {
    identity: { ...FOOTER_IDENTITY, certificate: { ...FOOTER_IDENTITY.certificate, imageUrl: certificateImageUrl } },
    columns: FOOTER_COLUMNS,
    legalLinks: FOOTER_LEGAL_LINKS,
  },
  trail: { labelOf: breadcrumbLabel, absoluteUrl },
} as const satisfies Omit<SiteChromeProps, 'children' | 'breadcrumb'>;

export interface SchoolSiteFrameProps extends SchoolAppProviderProps {
  /** Show the breadcrumb (default); the not-found page turns it off (`SiteChrome`'s `breadcrumb`). */
  breadcrumb?: boolean;
}

/**
 * What every page of an app with the site's chrome sits in (`APPS[app].chrome`; the app's
 * `app/root.tsx`): the app's context for links, and the school's header, breadcrumb and footer.
 */
export function SchoolSiteFrame({ app, breadcrumb = true, children }: SchoolSiteFrameProps) {
  return (
    <SchoolAppProvider app={app}>
      <SiteChrome {...SCHOOL_CHROME} breadcrumb={breadcrumb}>
        {children}
      </SiteChrome>
    </SchoolAppProvider>
  );
}
