import '@ecole/ui/tokens';
import { AppProvider } from '@ecole/ui/AppContext';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { ReactNode } from 'react';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

export default function Root() {
  return (
    <AppProvider app="site">
      <main id="contenu">
        <Outlet />
      </main>
    </AppProvider>
  );
}
