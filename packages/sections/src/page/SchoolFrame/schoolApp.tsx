import type { AppName } from '@ecole/routes';
import { AppProvider } from '@ecole/ui/AppContext';
import type { ReactNode } from 'react';

export interface SchoolAppProviderProps {
  app: AppName;
  children?: ReactNode;
}

/**
 * The design system's app context for one of the school's apps. No route facts: no router runs in
 * the browser (issue 25), so every link of a page is a new document.
 */
export function SchoolAppProvider({ app, children }: SchoolAppProviderProps) {
  return <AppProvider app={app}>{children}</AppProvider>;
}
