import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { recordVisitOrigin } from '../VisitOrigin/visitOrigin.ts';

export interface AppContextValue {
  /** The app the components render in (its name, as the app's wiring gives it). */
  app: string;
  /**
   * Whether this app's router serves a link's address (`/contact`, `/tpe?x=1`; false for
   * `//host/…`, `mailto:…` or another app's path). The apps know which app owns which path (their
   * route table); the design system does not, so each app's wiring hands it over.
   */
  servesPath: (href: string) => boolean;
}

const CurrentAppContext = createContext<AppContextValue | undefined>(undefined);

/** Without the route facts, every path is loaded as a new document: never a router link to a page the app cannot render. */
const NO_PATH = () => false;

export interface AppProviderProps {
  /** The app these components render in. */
  app: string;
  /** Whether this app's router serves a link's address; decides which links stay in the router. */
  servesPath?: (href: string) => boolean;
  children?: ReactNode;
}

export function AppProvider({ app, servesPath = NO_PATH, children }: AppProviderProps) {
  // Every page of the three apps renders this provider: the first page of a visit notes where
  // the visit came from, for the contact form (VisitOrigin; no cookie, nothing sent anywhere).
  useEffect(() => recordVisitOrigin(), []);
  // One object while the app and its routes stay the same: every link reads it.
  const value = useMemo(() => ({ app, servesPath }), [app, servesPath]);
  return <CurrentAppContext.Provider value={value}>{children}</CurrentAppContext.Provider>;
}

/** The app's context. Throws outside `<AppProvider>`: a silent default would hide an app that forgot its wiring. */
export function useAppContext(): AppContextValue {
  const value = useContext(CurrentAppContext);
  if (value === undefined) {
    throw new Error('useCurrentApp() needs an <AppProvider app="…"> above it (in app/root.tsx).');
  }
  return value;
}

/** The app the component renders in. Throws outside `<AppProvider>`. */
export function useCurrentApp(): string {
  return useAppContext().app;
}
