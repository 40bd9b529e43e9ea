import { describe, expect, it } from 'vitest';
import { bootFileOf } from './bootEntry.ts';
import { appIslandMap, executableInlineScripts, externalizeScripts, holdsContactForm, isExecutableInline, islandsOf } from './bootScripts.ts';
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

/** The islands' entries a build made (browser.json). */
const ENTRIES = {
  'contact-form': '/assets/site/island-contact-form-1.js',
  'pay-simulator': '/assets/site/island-pay-simulator-2.js',
  toasts: '/assets/site/island-toasts-3.js',
};

const BOOT = '/assets/site/boot/0123456789abcdef.js';
const BOOT_TAG = `<script type="module" src="${BOOT}" async fetchpriority="low"></script>`;
const externalize = (html: string) => externalizeScripts(html, BOOT);

/** What the rewrite must leave of a page: React Router's scripts, preloads and tail cut out, every other byte kept, the boot entry in. */
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

  it('a page with islands keeps its slots, byte for byte, and says which islands it holds', () => {
    const parts = {
      main: '<h1>Contact</h1><div data-island-slot="contact-form" data-island-props="{&quot;app&quot;:&quot;site&quot;}"><form method="post"></form></div>',
    };
    const { html, islands } = externalize(reactRouterPage(parts));
    expect(html).toBe(rewritten(parts));
    expect(islands).toEqual(['contact-form']);
    expect(externalize(reactRouterPage()).islands).toEqual([]);
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

  it('refuses a page without </head>: the boot entry would have nowhere to go', () => {
    expect(() => externalize(reactRouterPage({ headClose: false }))).toThrow('bootScripts: no </head> in the page');
  });

  it('refuses a page with two route-module scripts, or none: React Router’s output changed', () => {
    expect(() => externalize(reactRouterPage({ routeModules: [ROUTE_MODULES_SCRIPT, ROUTE_MODULES_SCRIPT] }))).toThrow(
      "bootScripts: expected React Router's one route-module script, found 2",
    );
    expect(() => externalize(reactRouterPage({ routeModules: [] }))).toThrow("bootScripts: expected React Router's one route-module script, found 0");
  });
});

describe('an app’s island map', () => {
  it('names the toasts’ entry (every page may show a queued toast), then the islands its pages hold, no other', () => {
    expect(appIslandMap([], ENTRIES)).toEqual({ toasts: ENTRIES.toasts });
    expect(appIslandMap(['pay-simulator', 'contact-form'], ENTRIES)).toEqual(ENTRIES);
  });

  it('refuses an island the build has no entry for, and a build without the toasts’ entry', () => {
    expect(() => appIslandMap(['course-tabs'], ENTRIES)).toThrow(/no entry built for the island\(s\) course-tabs/);
    expect(() => appIslandMap([], { 'contact-form': '/a.js' })).toThrow(/no entry built for the toasts/);
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

it('names the boot entry by its content, under the app prefix', () => {
  expect(bootFileOf('assets/site', 'a')).toMatch(/^assets\/site\/boot\/[0-9a-f]{16}\.js$/);
  expect(bootFileOf('assets/site', 'a')).toBe(bootFileOf('assets/site', 'a'));
  expect(bootFileOf('assets/site', 'a')).not.toBe(bootFileOf('assets/site', 'b'));
});

it('names the boot entries of the pages with an island or a contact form apart, so a static page’s is the plain one', () => {
  expect(bootFileOf('assets/site', 'a', 'islands')).toMatch(/^assets\/site\/boot\/islands-[0-9a-f]{16}\.js$/);
  expect(bootFileOf('assets/site', 'a', 'forms')).toMatch(/^assets\/site\/boot\/forms-[0-9a-f]{16}\.js$/);
  expect(holdsContactForm('<body><div data-island-slot="contact-form"><form data-contact-form method="post"></form></div></body>')).toBe(true);
  expect(holdsContactForm('<body><form role="search"></form><p data-contact-form></p></body>')).toBe(false);
});
