/**
 * What React Router 7.18 and React 19.3 prerender, piece by piece, copied from a build of /candidater
 * and /formation-ia (long JSON-LD, class names and React's `$RC` runtime abridged), for the tests of
 * the page rewriting (bootScripts.test.ts). `reactRouterPage` puts them together the way
 * `<Document>` (Document.tsx) orders them, leaving out the parts a test asks it to.
 */

/** `<Document>`'s head up to `<Links>`. */
const HEAD_START =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<meta name="release" content="site@local"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/><title>Candidater | École Connectée</title>' +
  '<link rel="canonical" href="https://www.ecole-connectee.fr/candidater"/>';

/** `<Links>`: the route modules' preloads, then the stylesheets. */
export const MODULE_PRELOADS =
  '<link rel="modulepreload" href="/assets/site/manifest-daebc2ef.js"/><link rel="modulepreload" href="/assets/site/entry.client-iwMPeqVP.js"/>' +
  '<link rel="modulepreload" href="/assets/site/root-eLcrpREK.js"/><link rel="modulepreload" href="/assets/site/candidater-B39OS_zX.js"/>';
const STYLESHEETS = '<link rel="stylesheet" href="/assets/site/root-CQNYuuAv.css"/><link rel="stylesheet" href="/assets/site/tones-DOoXsqTT.css#"/>';

/** A route's structured data (`<PageHead>`), data the browser never runs. */
export const JSON_LD =
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Je débute en marketing digital\\u202f: puis-je candidater\\u202f?"}]}</script>';

/** /candidater's own external script: the application form's embed. */
export const EMBED_SCRIPT = '<script async="" src="/candidature-exemple.js"></script>';

/** The header's menu toggle (@ecole/ui, Header), which the boot module enhances. */
const HEADER =
  '<header class="_1n2w1a0"><a href="#menu-principal" role="button" aria-controls="menu-principal" aria-expanded="false">Menu</a><nav id="menu-principal"><ul><li><a href="/programmes" data-discover="true">Formations</a></li></ul></nav></header>';

const FOOTER =
  '<footer class="_1dblwyb0"><ul><li><a href="/politique-confidentialite" data-discover="true">Politique de confidentialité</a></li></ul></footer>';

/** `<ScrollRestoration>`'s inline script (react-router, `restoreScroll`), before `<Scripts>`. */
export const SCROLL_RESTORATION_SCRIPT =
  '<script>((storageKey2, restoreKey) => {\n    if (!window.history.state || !window.history.state.key) {\n      let key = Math.random().toString(32).slice(2);\n      window.history.replaceState({ key }, "");\n    }\n    try {\n      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");\n      let storedY = positions[restoreKey || window.history.state.key];\n      if (typeof storedY === "number") {\n        window.scrollTo(0, storedY);\n      }\n    } catch (error) {\n      console.error(error);\n      sessionStorage.removeItem(storageKey2);\n    }\n  })("react-router-scroll-positions", null)</script>';

/** `<Scripts>`' first script: the router's context and the stream its loaders' data comes through. */
export const CONTEXT_SCRIPT =
  '<script>window.__reactRouterContext = {"basename":"/","future":{"unstable_optimizeDeps":false,"v8_middleware":false},"routeDiscovery":{"mode":"initial"},"ssr":false,"isSpaMode":false};' +
  'window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>';

/** `<Scripts>`' second: the route modules' imports, then the client entry (what would hydrate the page). */
export const ROUTE_MODULES_SCRIPT =
  '<script type="module" async="">import "/assets/site/manifest-daebc2ef.js";\nimport * as route0 from "/assets/site/root-eLcrpREK.js";\n' +
  'import * as route1 from "/assets/site/candidater-B39OS_zX.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"page:/candidater":route1};\n\n' +
  'import("/assets/site/entry.client-iwMPeqVP.js");</script>';

/**
 * React's streaming tail after `<Scripts>`: the pending boundary, the router's stream calls in
 * hidden segments, React's `$RC` runtime that swaps them in.
 */
export const STREAM_TAIL =
  '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2,\\"_3\\":-5,\\"_4\\":-5},\\"loaderData\\",{},\\"actionData\\",\\"errors\\"]\\n");</script>' +
  '<!--$?--><template id="B:1"></template><!--/$--></div>' +
  '<script>$RB=[];$RV=function(a){$RT=performance.now();a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?$RB.push(a,b):b.parentNode.removeChild(b)};$RC("B:0","S:0")</script>' +
  '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div><script>$RC("B:1","S:1")</script>';

export interface PageParts {
  /** The page's `<main>` content. */
  main?: string;
  /** Extra markup at the start of the head (/candidater's embed) and at its end (JSON-LD). */
  headStart?: string;
  headEnd?: string;
  header?: boolean;
  modulePreloads?: boolean;
  scrollRestoration?: boolean;
  context?: boolean;
  routeModules?: string[];
  tail?: string;
  /** Leave `</head>` out (a `<Document>` that lost it). */
  headClose?: boolean;
}

/** A prerendered page as React Router writes it; each part can be left out or replaced. */
export function reactRouterPage({
  main = '<h1>Candidater</h1><p>Deux étapes, une réponse sous 72 h.</p>',
  headStart = '',
  headEnd = JSON_LD,
  header = true,
  modulePreloads = true,
  scrollRestoration = false,
  context = true,
  routeModules = [ROUTE_MODULES_SCRIPT],
  tail = STREAM_TAIL,
  headClose = true,
}: PageParts = {}): string {
  return [
    HEAD_START.replace('<meta name="release"', `${headStart}<meta name="release"`),
    modulePreloads ? MODULE_PRELOADS : '',
    STYLESHEETS,
    headEnd,
    headClose ? '</head>' : '',
    '<body>',
    header ? HEADER : '',
    `<main>${main}</main>`,
    FOOTER,
    scrollRestoration ? SCROLL_RESTORATION_SCRIPT : '',
    context ? CONTEXT_SCRIPT : '',
    ...routeModules,
    tail,
    '</body></html>',
  ].join('');
}
