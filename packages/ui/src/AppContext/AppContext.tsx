import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { recordVisitOrigin } from '../VisitOrigin/visitOrigin.ts';

export interface AppContextValue {
  /** The app the components render in (its name, as the app's wiring gives it). */
  app: string;
}

const CurrentAppContext = createContext<AppContextValue | undefined>(undefined);

export interface AppProviderProps {
  /** The app these components render in. */
  app: string;
  children?: ReactNode;
}

export function AppProvider({ app, children }: AppProviderProps) {
  // Every page of the three apps renders this provider: the first page of a visit notes where
  // the visit came from, for the contact form (VisitOrigin; no cookie, nothing sent anywhere).
  useEffect(() => recordVisitOrigin(), []);
  // One object while the app stays the same: every link reads it.
  const value = useMemo(() => ({ app }), [app]);
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
