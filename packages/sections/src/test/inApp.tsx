import type { AppName } from '@ecole/routes';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SchoolAppProvider } from '../SchoolFrame/schoolApp.tsx';

/** Renders a section as an app does: inside a router and the app's context, with the route table (links need both). */
export function renderInApp(children: ReactNode, { app = 'site', path = '/' }: { app?: AppName; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SchoolAppProvider app={app}>{children}</SchoolAppProvider>
    </MemoryRouter>,
  );
}
