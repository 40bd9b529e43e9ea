// @vitest-environment node

import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../AppContext/AppContext.tsx';
import { FIXTURE_BARE_LINKS, FIXTURE_CHROME, FIXTURE_HEADER } from '../test/fixtures.ts';
import { BareChrome, SiteChrome } from './Layout.tsx';

/**
 * The apps prerender every route in Node (no `window`, no `document`): the chrome must render
 * there, with every navigation link in the HTML for crawlers and visitors without JavaScript.
 */
describe('server rendering (prerender)', () => {
  it('renders the site chrome without a DOM, menus included', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <MemoryRouter initialEntries={['/programmes/marketing-digital']}>
        <AppProvider app="site">
          <SiteChrome {...FIXTURE_CHROME}>
            <h1>Bachelor</h1>
          </SiteChrome>
        </AppProvider>
      </MemoryRouter>,
    );
    for (const { href } of [...FIXTURE_HEADER.menus.flatMap((menu) => menu.items), ...FIXTURE_HEADER.links]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('Fil d&#x27;Ariane');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('<main id="contenu" tabindex="-1"');
    expect(html).toContain(`© ${new Date().getFullYear()}`);
  });

  it('renders the bare chrome without a DOM', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/formation-ia']}>
        <AppProvider app="formation-ia">
          <BareChrome legalLinks={FIXTURE_BARE_LINKS}>
            <h1>Formation IA</h1>
          </BareChrome>
        </AppProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('<h1>Formation IA</h1>');
    expect(html).not.toContain('<header');
    // The legal line is in the HTML, for visitors without JavaScript.
    for (const { href } of FIXTURE_BARE_LINKS) expect(html).toContain(`href="${href}"`);
  });
});
