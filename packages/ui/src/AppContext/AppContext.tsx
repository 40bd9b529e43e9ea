import type { AppName } from '@ecole/routes';
import { createContext, type ReactNode, useContext } from 'react';

const CurrentAppContext = createContext<AppName | undefined>(undefined);

export interface AppProviderProps {
  /** The app these components render in; decides which links stay in the router. */
  app: AppName;
  children?: ReactNode;
}

export function AppProvider({ app, children }: AppProviderProps) {
  return <CurrentAppContext.Provider value={app}>{children}</CurrentAppContext.Provider>;
}

/** The app the component renders in. Throws outside `<AppProvider>`: a silent default would turn cross-app links into broken router links. */
export function useCurrentApp(): AppName {
  const app = useContext(CurrentAppContext);
  if (app === undefined) {
    throw new Error('useCurrentApp() needs an <AppProvider app="…"> above it (in app/root.tsx).');
  }
  return app;
}
