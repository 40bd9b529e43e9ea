import { createContext, type ReactNode, useContext } from 'react';

const CurrentAppContext = createContext<string | undefined>(undefined);

export interface AppProviderProps {
  /** The app these components render in. */
  app: string;
  children?: ReactNode;
}

export function AppProvider({ app, children }: AppProviderProps) {
  return <CurrentAppContext.Provider value={app}>{children}</CurrentAppContext.Provider>;
}

/** The app the component renders in. Throws outside `<AppProvider>`: a silent default would hide an app that forgot its wiring. */
export function useCurrentApp(): string {
  const app = useContext(CurrentAppContext);
  if (app === undefined) {
    throw new Error('useCurrentApp() needs an <AppProvider app="…"> above it (in app/root.tsx).');
  }
  return app;
}
