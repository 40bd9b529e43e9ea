import { describe, expect, it } from 'vitest';
import { bootFileOf, bootModule, executableInlineScripts, externalizeScripts, isExecutableInline, islandsOf } from './bootScripts.ts';
import { withoutLineComments } from './reloadGuard.ts';

/** The islands' entries a build wrote (islands.json). */
const FILES = {
  'contact-form': '/assets/site/island-contact-form-1.js',
  'pay-simulator': '/assets/site/island-pay-simulator-2.js',
  toasts: '/assets/site/island-toasts-3.js',
};

/** The shape React Router 7 and React 19 prerender (abridged from a built page), `main` its content. */
const pageWith = (main: string) =>
  [
    '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
    '<link rel="modulepreload" href="/assets/site/manifest-1.js"/><link rel="modulepreload" href="/assets/site/entry.client-2.js"/>',
    '<link rel="stylesheet" href="/assets/site/root-3.css"/>',
    '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
    '<header><a href="#menu-principal" role="button" aria-controls="menu-principal" aria-expanded="false">Menu</a><nav id="menu-principal"></nav></header>',
    `<main><h1>Titre</h1>${main}</main>`,
    '<script>((a, b) => { window.scrollTo(0, 0); })("react-router-scroll-positions", null)</script>',
    '<script>window.__reactRouterContext = {"ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>',
    '<script type="module" async="">import "/assets/site/manifest-1.js";\nimport * as route0 from "/assets/site/root-4.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/site/entry.client-2.js");</script>',
    '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
    '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");</script><!--$?--><template id="B:1"></template><!--/$--></div>',
    '<script>$RB=[];$RC=function(a,b){};$RC("B:0","S:0")</script><div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div><script>$RC("B:1","S:1")</script></body></html>',
  ].join('');

const STATIC_PAGE = pageWith('<p>Texte</p><script async src="/candidature-exemple.js"></script>');
const FORM_PAGE = pageWith('<div data-island-slot="contact-form" data-island-props="{}"><form></form></div>');

describe('externalizeScripts', () => {
  const { html, boot } = externalizeScripts(STATIC_PAGE, () => '/assets/site/boot/x.js', FILES);

  it('takes out every script React Router and React wrote, the module preloads and the streaming markup: no page hydrates as a whole', () => {
    expect(executableInlineScripts(STATIC_PAGE)).toHaveLength(8);
    expect(executableInlineScripts(html)).toEqual([]);
    expect(html).not.toMatch(/<script>|<script type="module" async="">|__reactRouter|modulepreload|\$RC|<template|id="S:/);
    expect(html).toContain('</main></body></html>');
  });

  it('keeps data and the page’s own external scripts, and loads one boot module, async and at low priority, at the end of the head', () => {
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<script async src="/candidature-exemple.js"></script>');
    expect(html).toContain('<script type="module" src="/assets/site/boot/x.js" async fetchpriority="low"></script></head>');
  });

  it('a static page’s boot module loads no framework: no island, only the toasts another page queued', () => {
    expect(boot).not.toContain('ISLANDS');
    expect(boot.match(/\bimport\(/g)).toHaveLength(1);
    expect(boot).toContain(`import(${JSON.stringify(FILES.toasts)})`);
    // The header's menus, in plain JavaScript, and the reload-once guard.
    expect(boot).toContain("header.dataset.enhanced = ''");
    expect(boot).toContain('const reloadAfterLoadFailure = ');
    expect(() => new Function(boot)).not.toThrow();
  });

  it('a page with islands names only its own islands’ entries, and loads them when the visitor reaches them, never on a timer', () => {
    const form = externalizeScripts(FORM_PAGE, () => '/b.js', FILES).boot;
    expect(form).toContain(`const ISLANDS = {"contact-form":${JSON.stringify(FILES['contact-form'])}};`);
    expect(form).not.toContain(FILES['pay-simulator']);
    expect(form).toContain('new IntersectionObserver(');
    expect(form).not.toMatch(/setTimeout\([^,]+,\s*\d{2,}/);
    expect(() => new Function(form)).not.toThrow();
  });

  it('gives the first paint nothing to wait for: no frame callback', () => {
    // Lighthouse's simulation ties a task to the scripts whose functions it runs: a frame callback
    // from the boot module made /formation-ia's first paint wait for its download (FCP 1.3 × floor).
    expect(externalizeScripts(FORM_PAGE, () => '/b.js', FILES).boot).not.toMatch(/requestAnimationFrame\s*\(/);
  });

  it('ships our own scripts without their line comments (every byte counts in the pages’ budgets)', () => {
    expect(boot.split('\n').filter((line) => /^\s*\/\//.test(line))).toEqual([
      "// Generated at build time by @ecole/prerender (bootScripts.ts): this page's scripts.",
    ]);
    expect(withoutLineComments('a();\n  // why\nb(); // kept\n')).toBe('a();\nb(); // kept\n');
  });

  it('refuses a streaming tail it does not know, and an island the build has no entry for', () => {
    expect(() => externalizeScripts(STATIC_PAGE.replace('<div hidden id="S:1">', '<p>inattendu</p><div hidden id="S:1">'), () => '/b.js', FILES)).toThrow(
      /unexpected markup/,
    );
    expect(() => bootModule(['course-tabs'], FILES, true)).toThrow(/no entry built for the island\(s\) course-tabs/);
  });
});

it('finds the islands of a page once each, in order', () => {
  expect(islandsOf('<div data-island-slot="b"></div><div data-island-slot="a"></div><div data-island-slot="b"></div>')).toEqual(['b', 'a']);
});

describe('isExecutableInline', () => {
  it.each([
    ['', 'x()', true],
    [' type="module"', 'x()', true],
    [' type="text/javascript"', 'x()', true],
    [' type="application/ld+json"', '{}', false],
    [' src="/a.js"', '', false],
    ['', '', false],
  ])('<script%s>%s</script> → %s', (attributes, content, runs) => {
    expect(isExecutableInline(attributes, content)).toBe(runs);
  });
});

it('names a boot module by its content, under the app prefix', () => {
  expect(bootFileOf('assets/site', 'a')).toMatch(/^assets\/site\/boot\/[0-9a-f]{16}\.js$/);
  expect(bootFileOf('assets/site', 'a')).toBe(bootFileOf('assets/site', 'a'));
  expect(bootFileOf('assets/site', 'a')).not.toBe(bootFileOf('assets/site', 'b'));
});
