import type { AppName } from '@ecole/routes';
import { AppProvider } from '@ecole/ui/AppContext';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a section as an app does: inside a router and the app's context (links need both). */
export function renderInApp(children: ReactNode, { app = 'site', path = '/' }: { app?: AppName; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider app={app}>{children}</AppProvider>
    </MemoryRouter>,
  );
}
