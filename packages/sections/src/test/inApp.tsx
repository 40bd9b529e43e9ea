import type { AppName } from '@ecole/routes';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { InApp } from './withApp.tsx';

/** Renders a section as an app does: inside a router and the app's context (links need both), under its toasts. */
export function renderInApp(children: ReactNode, { app = 'site', path = '/' }: { app?: AppName; path?: string } = {}) {
  return render(
    <InApp app={app} path={path}>
      {children}
    </InApp>,
  );
}
