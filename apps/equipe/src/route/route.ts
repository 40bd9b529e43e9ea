import { useEffect, useState } from 'react';

/**
 * The desk's screens, in the page's fragment (`/equipe#/demande/4F7A-1C2B`): the proxies serve one
 * path, a fragment never reaches a server or an access log, and the back button works. A request
 * is named by its reference, never by anything personal.
 */
export type Route =
  | { screen: 'file' }
  | { screen: 'demande'; reference: string }
  | { screen: 'semaine' }
  | { screen: 'campagnes' }
  | { screen: 'export' }
  | { screen: 'effacer' }
  | { screen: 'journal' };

const REFERENCE = /^[0-9A-F]{4}-[0-9A-F]{4}$/;

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  const [screen, argument] = parts;
  if (screen === 'demande' && argument && REFERENCE.test(argument.toUpperCase())) return { screen: 'demande', reference: argument.toUpperCase() };
  if (screen === 'semaine' || screen === 'campagnes' || screen === 'export' || screen === 'effacer' || screen === 'journal') return { screen };
  return { screen: 'file' };
}

export function hrefOf(route: Route): string {
  return route.screen === 'demande' ? `#/demande/${route.reference}` : route.screen === 'file' ? '#/' : `#/${route.screen}`;
}

/** The screen the fragment names, kept in step with the back and forward buttons. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const follow = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return route;
}
