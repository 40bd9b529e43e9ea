import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '../AppContext/AppContext.tsx';
import type { FixtureApp } from './fixtures.ts';

/** Shows the router's current location, so tests can tell router navigation from a page load. */
export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

/** Renders as one app of the fixture site does: inside a router and the app's context. */
export function InApp({ app = 'site', path = '/', children }: { app?: FixtureApp; path?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AppProvider app={app}>
        {children}
        <LocationDisplay />
      </AppProvider>
    </MemoryRouter>
  );
}

/**
 * Records whether each click was taken over by a script (it calls preventDefault: no link of the
 * site should be), then cancels it so jsdom does not attempt a real navigation, which it cannot
 * perform.
 */
export function watchDocumentNavigations() {
  const clicks: { href: string | null; handledByRouter: boolean }[] = [];
  const listener = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest('a');
    clicks.push({ href: anchor?.getAttribute('href') ?? null, handledByRouter: event.defaultPrevented });
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  return { clicks, stop: () => window.removeEventListener('click', listener) };
}
