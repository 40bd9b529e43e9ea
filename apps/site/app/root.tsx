import '@ecole/ui/tokens';
import { AppProvider } from '@ecole/ui/AppContext';
import { SiteChrome } from '@ecole/ui/Layout';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { ReactNode } from 'react';
import { PrerenderedLocation } from './PrerenderedLocation.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Scroll back to the top on each route change (spec §2). */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** What every page of this app sits in: the app name for links, and the site's header and footer. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AppProvider app="site">
      <SiteChrome>{children}</SiteChrome>
    </AppProvider>
  );
}

export default function Root() {
  return (
    <PrerenderedLocation>
      <AppFrame>
        <Outlet />
      </AppFrame>
    </PrerenderedLocation>
  );
}
