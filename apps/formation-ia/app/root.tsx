import { SchoolBareFrame } from '@ecole/sections/SchoolFrame';
import { fontPreloadLinks } from '@ecole/ui/tokens';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

// The same HTML document for every app (lang, viewport, meta tags, scripts).
export { Document as Layout } from '@ecole/app-build/Document';

// The site's font, fetched with the page rather than after its CSS (no late swap, no shift).
export const links = () => fontPreloadLinks();

/** What every page of this app sits in: the app name for links, and the bare frame (spec §2: no header, no footer on this landing). */
export function AppFrame({ children }: { children: ReactNode }) {
  return <SchoolBareFrame app="formation-ia">{children}</SchoolBareFrame>;
}

export default function Root() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
