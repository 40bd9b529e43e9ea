import type { AppName } from '@ecole/routes';
import { ToastRegion } from '@ecole/ui/Toast';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter, useInRouterContext } from 'react-router';
import { SchoolAppProvider } from '../page/SchoolFrame/schoolApp.tsx';

/**
 * A section's story shown as an app shows the section: in the app's context, under the toasts the
 * apps mount in their root layout, inside a router (links need it). The story brings its own
 * router so it renders anywhere (the sections' own story test has no Storybook around it); inside
 * the Storybook, whose preview already gives one, it takes that one: a router inside a router throws.
 * `parameters.path` is the address the section is shown at (`/faq?objet=recrutement`).
 */
export const withApp: Decorator = (Story, { parameters }) => (
  <InApp app={parameters.app as AppName | undefined} path={parameters.path as string | undefined}>
    <Story />
  </InApp>
);

/** The app's context (with the route table, for links), the toasts and, unless a router is already there, a router at `path`. */
export function InApp({ app = 'site', path = '/', children }: { app?: AppName | undefined; path?: string | undefined; children: ReactNode }) {
  const shell = (
    <SchoolAppProvider app={app}>
      <ToastRegion>{children}</ToastRegion>
    </SchoolAppProvider>
  );
  return useInRouterContext() ? shell : <MemoryRouter initialEntries={[path]}>{shell}</MemoryRouter>;
}
