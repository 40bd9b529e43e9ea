import { describe, expect, it } from 'vitest';
import { bootFileOf, executableInlineScripts, externalizeScripts, isExecutableInline } from './bootScripts.ts';
import { RELOAD_AFTER_LOAD_FAILURE, withoutLineComments } from './reloadGuard.ts';

/** The shape React Router 7 and React 19 prerender (abridged from a built page). */
const PAGE = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/site/manifest-1.js"/><link rel="modulepreload" href="/assets/site/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/site/root-3.css"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><main><h1>Titre</h1></main>',
  '<script>((a, b) => { window.scrollTo(0, 0); })("react-router-scroll-positions", null)</script>',
  '<script>window.__reactRouterContext = {"ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>',
  '<script type="module" async="">import "/assets/site/manifest-1.js";\nimport * as route0 from "/assets/site/root-4.js";\nimport * as route1 from "/assets/site/contact-5.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"page:/contact":route1};\n\nimport("/assets/site/entry.client-2.js");</script>',
  '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");</script><!--$?--><template id="B:1"></template><!--/$--></div>',
  '<script>$RB=[];$RC=function(a,b){};$RC("B:0","S:0")</script><div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div><script>$RC("B:1","S:1")</script></body></html>',
].join('');

describe('externalizeScripts', () => {
  const { html, boot } = externalizeScripts(PAGE, () => '/assets/site/boot/x.js');

  it('leaves no inline script that runs, no module preload and no streaming markup', () => {
    expect(executableInlineScripts(PAGE)).toHaveLength(8);
    expect(executableInlineScripts(html)).toEqual([]);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toMatch(/\$RC|<template|id="S:/);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<script type="module" src="/assets/site/boot/x.js" async fetchpriority="low"></script></head>');
  });

  it('keeps the elements React hydrates, empty', () => {
    expect(html).toContain('</main><script></script><script></script><script type="module" async=""></script></body>');
  });

  it('runs the same code in the boot module, in order, hydration deferred', () => {
    const order = [
      'scrollTo',
      '__reactRouterContext = ',
      'enqueue(',
      'close()',
      `const ${RELOAD_AFTER_LOAD_FAILURE} = `,
      'async function hydrate',
      '"/assets/site/root-4.js"',
      // Awaited: the entry failing to load rejects hydration, which the reload-once guard handles.
      'await import("/assets/site/entry.client-2.js")',
      "addEventListener('load'",
    ];
    const positions = order.map((part) => boot.indexOf(part));
    expect(
      positions.every((position) => position >= 0),
      String(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(boot).not.toMatch(/^\s*import\s+[*"]/m);
    expect(() => new Function(boot.replace(/\bawait\b/g, ''))).not.toThrow();
  });

  it('gives the first paint nothing to wait for: async, no frame callback, React Router’s scripts once the page is parsed', () => {
    // Lighthouse's simulation ties a task to the scripts whose functions it runs: a frame callback
    // from the boot module made /formation-ia's first paint wait for its download (FCP 1.3 × floor).
    expect(boot).not.toMatch(/requestAnimationFrame\s*\(/);
    expect(html).toMatch(/<script type="module" src="[^"]+" async fetchpriority="low"><\/script>/);
    expect(boot.indexOf('whenParsed(() => {')).toBeLessThan(boot.indexOf('scrollTo'));
    expect(boot).toMatch(/whenParsed\(\(\) =>\s+hydrate\(\)/);
  });

  it('ships our own scripts without their line comments (every byte counts in the pages’ budgets)', () => {
    expect(boot.split('\n').filter((line) => /^\s*\/\//.test(line))).toEqual([
      "// Generated at build time by @ecole/prerender (bootScripts.ts) from the page's inline scripts.",
    ]);
    expect(withoutLineComments('a();\n  // why\nb(); // kept\n')).toBe('a();\nb(); // kept\n');
  });

  it('refuses a streaming tail it does not know', () => {
    expect(() => externalizeScripts(PAGE.replace('<div hidden id="S:1">', '<p>inattendu</p><div hidden id="S:1">'), () => '/b.js')).toThrow(
      /unexpected markup/,
    );
  });
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
