import { BARE_FOOTER_LINKS } from '@ecole/content';
import { BareChrome } from '@ecole/ui/Layout';
import { SchoolAppProvider, type SchoolAppProviderProps } from './schoolApp.tsx';

/**
 * What every page of an app without the site's chrome sits in (`APPS[app].chrome` false: the
 * /formation-ia landing, spec §2): the app's context for links, the bare frame and its line of
 * legal links (the page collects personal data).
 */
export function SchoolBareFrame({ app, children }: SchoolAppProviderProps) {
  return (
    <SchoolAppProvider app={app}>
      <BareChrome legalLinks={BARE_FOOTER_LINKS}>{children}</BareChrome>
    </SchoolAppProvider>
  );
}
