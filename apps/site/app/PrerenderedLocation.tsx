import { useEffect, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useMatches, useNavigationType } from 'react-router';
import { NOT_FOUND_PRERENDER_PATH, NOT_FOUND_ROUTE_ID } from './notFound.ts';

/**
 * build/client/404.html is one file that answers every unknown address, but it was prerendered at
 * /404, and the chrome derives the breadcrumb from the address. Hydrating it at /nope would not
 * match the HTML (React error #418, then the whole page is re-rendered on the client). So, on the
 * not-found route and only during hydration, the chrome sees the address the HTML was rendered
 * at; right after, the real one. React Router has no public way to do this: the location
 * context is its documented-as-unsafe export.
 */
export function PrerenderedLocation({ children }: { children: ReactNode }) {
  const isNotFound = useMatches().some((match) => match.id === NOT_FOUND_ROUTE_ID);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (!isNotFound || hydrated || location.pathname === NOT_FOUND_PRERENDER_PATH) return children;
  return (
    <UNSAFE_LocationContext.Provider value={{ location: { ...location, pathname: NOT_FOUND_PRERENDER_PATH }, navigationType }}>
      {children}
    </UNSAFE_LocationContext.Provider>
  );
}
