import { CONTACT_FORM_BOOT_SCRIPT } from '@ecole/contact/FormBoot';
import { describe, expect, it } from 'vitest';
import { bootFileOf, bootModule, executableInlineScripts, externalizeScripts, isExecutableInline, islandsOf } from './bootScripts.ts';
import {
  CONTEXT_SCRIPT,
  EMBED_SCRIPT,
  JSON_LD,
  type PageParts,
  ROUTE_MODULES_SCRIPT,
  reactRouterPage,
  SCROLL_RESTORATION_SCRIPT,
  STREAM_TAIL,
} from './reactRouterOutput.fixtures.ts';
import { withoutLineComments } from './reloadGuard.ts';

/** The islands' entries a build wrote (islands.json). */
const FILES = {
  'contact-form': '/assets/site/island-contact-form-1.js',
  'pay-simulator': '/assets/site/island-pay-simulator-2.js',
  toasts: '/assets/site/island-toasts-3.js',
};

const BOOT_TAG = '<script type="module" src="/assets/site/boot/x.js" async fetchpriority="low"></script>';
const externalize = (html: string) => externalizeScripts(html, () => '/assets/site/boot/x.js', FILES);

/** What the rewrite must leave of a page: React Router's scripts, preloads and tail cut out, every other byte kept, the boot module in. */
const rewritten = (parts: PageParts = {}) =>
  reactRouterPage({ ...parts, modulePreloads: false, scrollRestoration: false, context: false, routeModules: [], tail: '' }).replace(
    '</head><body>',
    `${BOOT_TAG}</head><body>`,
  );

describe('externalizeScripts, on each shape React Router writes', () => {
  it('a page with React’s streaming tail: the tail goes, up to </body>, and nothing else but React Router’s scripts changes', () => {
    const page = reactRouterPage();
    expect(executableInlineScripts(page)).toHaveLength(7);
    const { html } = externalize(page);
    expect(html).toBe(rewritten());
    expect(executableInlineScripts(html)).toEqual([]);
    expect(html).not.toMatch(/__reactRouter|\$RC|<template|id="S:|<!--\$/);
  });

  it('a page without React’s streaming tail: the same page comes out (the tail is cut only when there is one)', () => {
    expect(externalize(reactRouterPage({ tail: '' })).html).toBe(rewritten());
  });

  it('the route modules’ preloads go, whatever the attributes’ order; stylesheets and other links stay', () => {
    const page = reactRouterPage({ headEnd: '<link href="/assets/site/extra-1.js" rel="modulepreload"/><link rel="preload" as="font" href="/f.woff2"/>' });
    const { html } = externalize(page);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site/root-CQNYuuAv.css"/>');
  });

  it('<ScrollRestoration>’s script goes', () => {
    const page = reactRouterPage({ scrollRestoration: true });
    expect(page).toContain(SCROLL_RESTORATION_SCRIPT);
    expect(externalize(page).html).toBe(rewritten());
  });

  it('the router’s context script and the route-module script go', () => {
    const { html } = externalize(reactRouterPage());
    expect(html).not.toContain(CONTEXT_SCRIPT);
    expect(html).not.toContain(ROUTE_MODULES_SCRIPT);
  });

  it('structured data stays, in the head and in the body', () => {
    const breadcrumb = '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>';
    const parts = { main: `<ol><li>Candidater</li></ol>${breadcrumb}<h1>Candidater</h1>` };
    const { html } = externalize(reactRouterPage(parts));
    expect(html).toBe(rewritten(parts));
    expect(html).toContain(JSON_LD);
    expect(html).toContain(breadcrumb);
  });

  it('a page’s own external script stays (/candidater’s embed, in the head)', () => {
    const parts = { headStart: EMBED_SCRIPT };
    const { html } = externalize(reactRouterPage(parts));
    expect(html).toBe(rewritten(parts));
    expect(html).toContain(`<meta name="viewport" content="width=device-width, initial-scale=1"/>${EMBED_SCRIPT}<meta name="release"`);
  });

  it('a page with islands: the page keeps its slots, the boot module names only its islands’ entries and loads them when the visitor reaches them', () => {
    const parts = {
      main: '<h1>Contact</h1><div data-island-slot="contact-form" data-island-props="{&quot;app&quot;:&quot;site&quot;}"><form method="post"></form></div>',
    };
    const { html, boot } = externalize(reactRouterPage(parts));
    expect(html).toBe(rewritten(parts));
    expect(boot).toContain(`const ISLANDS = {"contact-form":${JSON.stringify(FILES['contact-form'])}};`);
    expect(boot).not.toContain(FILES['pay-simulator']);
    expect(boot).toContain('new IntersectionObserver(');
    // No island starts on a timer. The contact form's boot script has the one timer of the page: a
    // send made while the form's island is on its way waits for it, HOLD_FOR_ISLAND_MS at most,
    // then the form posts itself (issue 34); it starts nothing.
    expect(boot).toContain(CONTACT_FORM_BOOT_SCRIPT);
    expect(boot.replace(CONTACT_FORM_BOOT_SCRIPT, '')).not.toMatch(/setTimeout\([^,]+,\s*\d{2,}/);
    expect(() => new Function(boot)).not.toThrow();
  });

  it('reads the markup, not strings that look like it: a script in a comment, a </head> in an attribute stay as they are', () => {
    const parts = {
      headEnd: '<meta name="note" content="</head><script>x()</script>"/>',
      main: '<h1>Candidater</h1><!-- <script type="module">y()</script> -->',
    };
    expect(externalize(reactRouterPage(parts)).html).toBe(rewritten(parts));
  });

  it('refuses markup it does not know in React’s streaming tail', () => {
    const tail = STREAM_TAIL.replace('<div hidden id="S:1">', '<p>inattendu</p><div hidden id="S:1">');
    expect(() => externalize(reactRouterPage({ tail }))).toThrow("bootScripts: unexpected markup in React's streaming tail: <p>inattendu</p>");
    const script = STREAM_TAIL.replace('<div hidden id="S:1">', '<script type="application/json">{}</script><div hidden id="S:1">');
    expect(() => externalize(reactRouterPage({ tail: script }))).toThrow("bootScripts: unexpected script in React's streaming tail: {}");
    const external = STREAM_TAIL.replace('<div hidden id="S:1">', '<script src="/x.js"></script><div hidden id="S:1">');
    expect(() => externalize(reactRouterPage({ tail: external }))).toThrow("bootScripts: an external script in React's streaming tail");
  });

  it('refuses a page without </head>: the boot module would have nowhere to go', () => {
    expect(() => externalize(reactRouterPage({ headClose: false }))).toThrow('bootScripts: no </head> in the page');
  });

  it('refuses a page with two route-module scripts, or none: React Router’s output changed', () => {
    expect(() => externalize(reactRouterPage({ routeModules: [ROUTE_MODULES_SCRIPT, ROUTE_MODULES_SCRIPT] }))).toThrow(
      "bootScripts: expected React Router's one route-module script, found 2",
    );
    expect(() => externalize(reactRouterPage({ routeModules: [] }))).toThrow("bootScripts: expected React Router's one route-module script, found 0");
  });
});

describe('the boot module', () => {
  const { boot } = externalize(reactRouterPage());

  it('a static page’s boot module loads no framework: no island, only the toasts another page queued', () => {
    expect(boot).not.toContain('ISLANDS');
    expect(boot.match(/\bimport\(/g)).toHaveLength(1);
    expect(boot).toContain(`import(${JSON.stringify(FILES.toasts)})`);
    // The header's menus, in plain JavaScript, and the reload-once guard.
    expect(boot).toContain("header.dataset.enhanced = ''");
    expect(boot).toContain('const reloadAfterLoadFailure = ');
    expect(() => new Function(boot)).not.toThrow();
  });

  it('a page without the header (/formation-ia) gets no menu code', () => {
    expect(externalize(reactRouterPage({ header: false })).boot).not.toContain('header.dataset.enhanced');
  });

  it('gives the first paint nothing to wait for: no frame callback', () => {
    // Lighthouse's simulation ties a task to the scripts whose functions it runs: a frame callback
    // from the boot module made /formation-ia's first paint wait for its download (FCP 1.3 × floor).
    const form = externalize(reactRouterPage({ main: '<div data-island-slot="contact-form" data-island-props="{}"><form></form></div>' })).boot;
    expect(form).not.toMatch(/requestAnimationFrame\s*\(/);
  });

  it('ships our own scripts without their line comments (every byte counts in the pages’ budgets)', () => {
    expect(boot.split('\n').filter((line) => /^\s*\/\//.test(line))).toEqual([
      "// Generated at build time by @ecole/app-build (bootScripts.ts): this page's scripts.",
    ]);
    expect(withoutLineComments('a();\n  // why\nb(); // kept\n')).toBe('a();\nb(); // kept\n');
  });

  it('refuses an island the build has no entry for', () => {
    expect(() => bootModule(['course-tabs'], FILES, true)).toThrow(/no entry built for the island\(s\) course-tabs/);
  });
});

it('finds the islands of a page once each, in order', () => {
  expect(islandsOf('<div data-island-slot="b"></div><div data-island-slot="a"></div><div data-island-slot="b"></div>')).toEqual(['b', 'a']);
});

describe('isExecutableInline', () => {
  it.each([
    [{}, 'x()', true],
    [{ type: 'module' }, 'x()', true],
    [{ type: 'text/javascript' }, 'x()', true],
    [{ type: 'application/ld+json' }, '{}', false],
    [{ src: '/a.js' }, '', false],
    [{}, '', false],
  ])('<script %o>%s</script> → %s', (attributes, content, runs) => {
    expect(isExecutableInline(attributes, content)).toBe(runs);
  });

  it('finds them by reading the markup: not in a comment, not in a data block', () => {
    expect(executableInlineScripts('<body><!-- <script>a()</script> --><script type="application/ld+json">{}</script><script>b()</script></body>')).toEqual([
      'b()',
    ]);
  });
});

it('names a boot module by its content, under the app prefix', () => {
  expect(bootFileOf('assets/site', 'a')).toMatch(/^assets\/site\/boot\/[0-9a-f]{16}\.js$/);
  expect(bootFileOf('assets/site', 'a')).toBe(bootFileOf('assets/site', 'a'));
  expect(bootFileOf('assets/site', 'a')).not.toBe(bootFileOf('assets/site', 'b'));
});
