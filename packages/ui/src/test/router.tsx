import type { AppName } from '@ecole/routes';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '../AppContext/AppContext.tsx';

/** Shows the router's current location, so tests can tell router navigation from a page load. */
export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

export function InApp({ app = 'site', path = '/', children }: { app?: AppName; path?: string; children: ReactNode }) {
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
 * Records whether the last click was taken over by the router (it calls preventDefault), then
 * cancels it so jsdom does not attempt a real navigation, which it cannot perform.
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
