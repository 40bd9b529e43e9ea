import type { ReactNode } from 'react';
import { Links, Meta, Scripts } from 'react-router';
import { CHROME_META, CHROME_PARTS_META, LOCAL_RELEASE_ID, RELEASE_META } from './releaseMeta.ts';

/**
 * `<app>@<release id>`. The build renders `<app>@local` and `npm run release` writes the release id
 * into each prerendered page; in the browser, the page's own value is kept: React 19 hoists
 * `<meta>` tags and, hydrating one whose attributes differ, would add a second one.
 */
function releaseStamp(): string {
  const built = import.meta.env.ECOLE_RELEASE ?? `?@${LOCAL_RELEASE_ID}`;
  if (typeof document === 'undefined') return built;
  return document.querySelector(`meta[name="${RELEASE_META}"]`)?.getAttribute('content') ?? built;
}

/**
 * The HTML document every app renders its pages in (each root.tsx exports it as `Layout`):
 * French, responsive, the site's favicon, the release stamp and the route's meta tags.
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Which release of which app this page is, and the chrome it was built with (header,
            footer, route table, tokens): `npm run release:check` compares them across apps. */}
        <meta name={RELEASE_META} content={releaseStamp()} />
        <meta name={CHROME_META} content={import.meta.env.ECOLE_CHROME ?? ''} />
        <meta name={CHROME_PARTS_META} content={import.meta.env.ECOLE_CHROME_PARTS ?? ''} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* React Router's prerender needs its scripts in the page; the build takes them out again
            (bootScripts.ts): no page hydrates as a whole, only its islands run (issue 25). */}
        <Scripts />
      </body>
    </html>
  );
}
