import { recordVisitOrigin } from '@ecole/browser/VisitOrigin';
import type { AppName } from '@ecole/routes';
import { AppProvider } from '@ecole/ui/AppContext';
import { type ReactNode, useEffect } from 'react';

export interface SchoolAppProviderProps {
  app: AppName;
  children?: ReactNode;
}

/**
 * The design system's app context for one of the school's apps. No route facts: no router runs in
 * the browser (issue 25), so every link of a page is a new document.
 */
export function SchoolAppProvider({ app, children }: SchoolAppProviderProps) {
  // Where the visit came from, for the contact form: a built page notes it as soon as its boot entry
  // runs, so this finds it noted and does nothing; the dev server and Storybook, which run no boot
  // entry, note it here.
  useEffect(() => recordVisitOrigin(), []);
  return <AppProvider app={app}>{children}</AppProvider>;
}
