import { SchoolSiteFrame } from '@ecole/sections/SchoolFrame';
import { fontPreloadLinks } from '@ecole/ui/tokens';
import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { NOT_FOUND_ROUTE_ID } from './notFound.ts';

// The same HTML document for every app (lang, viewport, meta tags, scripts).
export { Document as Layout } from '@ecole/app-build/Document';

// The site's font, fetched with the page rather than after its CSS (no late swap, no shift).
export const links = () => fontPreloadLinks();

/** What every page of this app sits in: the app name for links, and the site's header and footer. */
export function AppFrame({ children, breadcrumb = true }: { children: ReactNode; breadcrumb?: boolean }) {
  return (
    <SchoolSiteFrame app="site" breadcrumb={breadcrumb}>
      {children}
    </SchoolSiteFrame>
  );
}

export default function Root() {
  // The not-found page has no breadcrumb: its one prerendered file answers every unknown address,
  // and the chrome must not depend on that address, or hydration would not match the HTML.
  const isNotFound = useMatches().some((match) => match.id === NOT_FOUND_ROUTE_ID);
  return (
    <AppFrame breadcrumb={!isNotFound}>
      <Outlet />
    </AppFrame>
  );
}
