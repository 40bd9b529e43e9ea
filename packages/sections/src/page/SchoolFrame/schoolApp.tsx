import { APP_NAMES, type AppName, isSameAppLink } from '@ecole/routes';
import { AppProvider } from '@ecole/ui/AppContext';
import type { ReactNode } from 'react';

/** Per app, whether its router serves a path (the route table's owner): one function per app, made once. */
export const SERVES_PATH = Object.fromEntries(APP_NAMES.map((app) => [app, (path: string) => isSameAppLink(app, path)])) as Readonly<
  Record<AppName, (path: string) => boolean>
>;

export interface SchoolAppProviderProps {
  app: AppName;
  children?: ReactNode;
}

/** The design system's app context, with the route table's answer to « does this app serve that path? ». */
export function SchoolAppProvider({ app, children }: SchoolAppProviderProps) {
  return (
    <AppProvider app={app} servesPath={SERVES_PATH[app]}>
      {children}
    </AppProvider>
  );
}
