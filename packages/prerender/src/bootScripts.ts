/**
 * Moves React Router's inline scripts out of every prerendered page into one external module per
 * page (`<assetsDir>/boot/<sha256>.js`), run from `buildEnd`. Two reasons (docs/architecture.md,
 * « Script delivery and the Content-Security-Policy »):
 *
 * 1. The Content-Security-Policy is then one static header, `script-src 'self'`, with neither
 *    `'unsafe-inline'` nor per-page hashes the proxies would have to know.
 * 2. Hydration no longer competes with the first paint: the module preloads are removed, and the
 *    external module starts the app at the visitor's first interaction, or a few seconds after
 *    the `load` event when the browser is idle (`START` below).
 *
 * The boot module, in order: runs React Router's scripts once the page is parsed; notes where the
 * visit came from (@ecole/ui, VisitOrigin); sets up the reload-once guard (reloadGuard.ts), which
 * puts back what a visitor typed before a reload it made, and reloads the page once per release
 * when a chunk fails to load (a tab left open across a deploy asks for chunks that are gone); then
 * waits to hydrate (`START`), hands React what was typed before hydration (`replayTyped`), and
 * gives hydration's load failures to the guard.
 *
 * What React Router and React write, and what becomes of it:
 * - `<ScrollRestoration>` and `<Scripts>`' context and route-module scripts: their code moves to
 *   the boot module; their elements stay, empty, because React hydrates them (an empty inline
 *   script never runs, so it is never checked against the policy).
 * - the route-module script's static `import`s become parallel dynamic imports run at hydration,
 *   and its import of the entry is awaited (a failure to load any of them rejects `hydrate()`);
 * - React's streaming tail after `<Scripts>` (the Suspense boundary holding the router's
 *   `streamController.enqueue(…)` calls, and the `$RC` runtime that reveals it): the calls move to
 *   the boot module, the markup goes (it is outside the tree the client hydrates);
 * - `<link rel="modulepreload">`: removed (React adds them back at hydration, when they are due).
 */
import { createHash } from 'node:crypto';
import { CONTACT_FORM_BOOT_SCRIPT } from '@ecole/contact/FormBoot';
import { RECORD_VISIT_ORIGIN_SCRIPT } from '@ecole/ui/VisitOrigin';
import { HYDRATED_EVENT } from './hydratedEvent.ts';
import { RELOAD_AFTER_LOAD_FAILURE, RELOAD_GUARD_SCRIPT, withoutLineComments } from './reloadGuard.ts';

/** Script types that are data, never run, so the policy does not apply to them. */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json', 'importmap', 'speculationrules']);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** An inline script a browser would run (and a policy without `'unsafe-inline'` would block). */
export function isExecutableInline(attributes: string, content: string): boolean {
  if (attributeOf(attributes, 'src') !== undefined) return false;
  if (content.length === 0) return false; // the HTML standard returns before the CSP check
  const type = attributeOf(attributes, 'type')?.trim().toLowerCase();
  if (type === undefined || type === '' || type === 'module') return true;
  if (DATA_SCRIPT_TYPES.has(type)) return false;
  // Any JavaScript MIME type runs; any other type is a data block.
  return /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(type);
}

/** Every inline script of `html` a browser would run. */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)].filter(([, attributes = '', content = '']) => isExecutableInline(attributes, content)).map(([, , content = '']) => content);
}

/** React's streaming tail: everything from the first pending Suspense boundary to `</body>`. */
const STREAM_TAIL = /<!--\$\?--><template id="B:0"><\/template><!--\/\$-->[\s\S]*(?=<\/body>)/;
/** What that tail may hold, scripts aside; anything else there means React's output changed. */
const STREAM_TAIL_PARTS = /<!--\$\?-->|<!--\/\$-->|<template id="B:\d+"><\/template>|<div hidden(?:="")? id="S:\d+">|<\/div>/g;
const STREAM_CALL = /^window\.__reactRouterContext\.streamController\.(?:enqueue\(.*\)|close\(\));?$/s;

/** `import "x";` and `import * as name from "x";` at the top of the route-module script. */
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");?[ \t]*$/gm;

/** The route-module script, its static imports turned into parallel dynamic ones, as a function body. */
export function routeModulesToHydrate(code: string): string {
  const imports = [...code.matchAll(STATIC_IMPORT)].map(([, name, url], index) => ({ name: name ?? `_${index}`, url: url! }));
  const rest = code.replace(STATIC_IMPORT, '').trim();
  if (/^\s*(?:import\s+[^(]|export\s)/m.test(rest)) throw new Error(`bootScripts: unexpected module syntax in React Router's script:\n${code}`);
  // The entry is imported after the route modules (it reads them): preload it meanwhile.
  const entry = /\bimport\(("[^"]+")\)/.exec(rest)?.[1];
  return [
    ...(entry
      ? [`const preload = document.createElement('link');`, `preload.rel = 'modulepreload';`, `preload.href = ${entry};`, 'document.head.append(preload);']
      : []),
    `const [${imports.map((each) => each.name).join(', ')}] = await Promise.all([${imports.map((each) => each.url).join(', ')}].map((url) => import(url)));`,
    // Awaited, so that the entry failing to load rejects hydration too (the reload-once guard).
    rest.replace(/\bimport\(("[^"]+")\)/, 'await $&'),
  ].join('\n');
}

/**
 * When hydration starts. The page works without it (DESIGN.md §2.2: links, menus, questions);
 * hydration only upgrades it, and on an entry-level phone it costs a second or more of main
 * thread that the first seconds of reading and scrolling should not pay. So a page starts it at
 * the visitor's first press, key, touch or wheel (whose native handling is not delayed: the
 * imports are asynchronous), or once loaded for `HYDRATE_AFTER_LOAD_MS` and idle.
 *
 * A page with a form field waits the same way. React does not carry what a visitor typed before
 * hydration into a controlled field's state (React 19 leaves the DOM value, then the next render of
 * the field resets it): `replayTyped` below hands every changed field back once hydrated, so
 * nothing typed is lost however late hydration comes, and the first key pressed starts it anyway.
 * Started at idle right after `load` instead, the contact page's hydration blocked the main thread
 * for 84 ms in Lighthouse's mobile run (TBT; 7 ms when it waits). Tabs: started early on the course
 * page, hydration's downloads delayed its largest paint to twice its floor (3.4 s against 1.66 s);
 * a tab pressed before hydration starts it, and the next press switches.
 */
export const HYDRATE_AFTER_LOAD_MS = 4000;

const START = `
// What the visitor typed or chose before hydration: React 19 keeps it on screen but not in a
// controlled field's state, and the field's next render would erase it. Once hydrated, each
// changed field is handed back to React as the input event it missed: its value goes through
// React's own setter (so React's tracker sees the old value), then the native one.
const replayTyped = () => {
  for (const field of document.querySelectorAll('form input:not([type=hidden]), form textarea, form select')) {
    const checkable = field.type === 'checkbox' || field.type === 'radio';
    if (field.tagName === 'SELECT') {
      if ([...field.options].every((option) => option.selected === option.defaultSelected)) continue;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const property = checkable ? 'checked' : 'value';
    const initial = checkable ? field.defaultChecked : field.defaultValue;
    const typed = field[property];
    if (typed === initial) continue;
    field[property] = initial;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property).set.call(field, typed);
    field.dispatchEvent(new Event(checkable ? 'click' : 'input', { bubbles: true }));
  }
};
addEventListener(${JSON.stringify(HYDRATED_EVENT)}, replayTyped, { once: true });
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'];
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  // A module that failed to load (a tab left open across a deploy) reloads the page once; any
  // other error is a bug a reload would not fix: it stays an unhandled rejection, seen as such.
  whenParsed(() =>
    hydrate().catch((error) => {
      if (!${RELOAD_AFTER_LOAD_FAILURE}(error)) throw error;
    }),
  );
};
for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
const whenIdle = () => (window.requestIdleCallback ? requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start, 0));
// No animation-frame callback here: one from this file runs inside the task that paints,
// and Lighthouse's simulation then makes the first paint wait for this file's download (its
// dependency graph links a task to the scripts whose functions it calls), which put /formation-ia's
// FCP at 1.3 times its floor. The timer is set in the \`load\` task, so the paint owes it nothing.
const later = () => setTimeout(whenIdle, ${HYDRATE_AFTER_LOAD_MS});
if (document.readyState === 'complete') later();
else addEventListener('load', later, { once: true });
`;

export interface ExternalizedPage {
  /** The page without modulepreloads and with no inline script that runs. */
  html: string;
  /** The boot module's code. */
  boot: string;
}

/**
 * Rewrites one prerendered page. `bootUrl(code)` names the file the boot module will be written
 * to (the caller writes it); the page loads it as a module script at the end of its `<head>`.
 */
export function externalizeScripts(html: string, bootUrl: (code: string) => string): ExternalizedPage {
  let page = html.replace(/<link rel="modulepreload"[^>]*>/g, '');

  const streamCalls: string[] = [];
  const tail = STREAM_TAIL.exec(page)?.[0];
  if (tail !== undefined) {
    for (const [, attributes = '', content = ''] of tail.matchAll(SCRIPT)) {
      if (attributeOf(attributes, 'src') !== undefined) throw new Error("bootScripts: an external script in React's streaming tail");
      if (STREAM_CALL.test(content.trim())) streamCalls.push(content.trim());
    }
    const leftover = tail.replace(SCRIPT, '').replace(STREAM_TAIL_PARTS, '');
    if (leftover.trim() !== '') throw new Error(`bootScripts: unexpected markup in React's streaming tail: ${leftover.slice(0, 200)}`);
    page = page.replace(STREAM_TAIL, '');
  }

  const before: string[] = [];
  let hydrate: string | undefined;
  page = page.replace(SCRIPT, (element, attributes: string, content: string) => {
    if (!isExecutableInline(attributes, content)) return element;
    const type = attributeOf(attributes, 'type');
    if (type === 'module') {
      if (hydrate !== undefined) throw new Error('bootScripts: two inline module scripts in one page');
      hydrate = routeModulesToHydrate(content);
    } else {
      before.push(content.trim().replace(/;?$/, ';'));
    }
    // Kept, empty: React hydrates this element (its content is suppressHydrationWarning).
    return `<script${attributes}></script>`;
  });
  if (hydrate === undefined) throw new Error('bootScripts: no React Router route-module script in the page');

  const boot = [
    "// Generated at build time by @ecole/prerender (bootScripts.ts) from the page's inline scripts.",
    // An async module may run before the page is parsed; React Router's scripts stood at the end of
    // the body (the scroll restoration needs the page), and hydration needs the whole page too.
    "const whenParsed = (then) => (document.readyState === 'loading' ? addEventListener('DOMContentLoaded', () => then(), { once: true }) : then());",
    `whenParsed(() => {\n${[...before, ...streamCalls.map((call) => call.replace(/;?$/, ';'))].join('\n')}\n});`,
    // Where the visit came from, noted now: hydration may come only at the first interaction.
    RECORD_VISIT_ORIGIN_SCRIPT,
    // Before hydration is scheduled: it restores the fields a reload saved as soon as the page is
    // parsed, and START hands hydration's load failures to it. Our own scripts ship without their
    // line comments, which explain the source, not the page: every byte counts in each page's
    // budget (packages/bench), and with them the guard added 1.6 KB (gzip) to every page, more
    // than some budgets had left; without them, 0.6 to 0.7 KB.
    withoutLineComments(RELOAD_GUARD_SCRIPT),
    // What a contact form sent before hydration must carry (issue 23; @ecole/contact).
    CONTACT_FORM_BOOT_SCRIPT,
    `async function hydrate() {\n${hydrate}\n}`,
    withoutLineComments(START.trim()),
    '',
  ].join('\n');
  // Low priority: it only schedules hydration, so it must not take a connection from the CSS or
  // the font the first paint waits for. Async: a deferred module runs between the end of parsing
  // and DOMContentLoaded, in one task with the style and layout the browser does then, which
  // Lighthouse's simulation (where this file arrives after the first paint) counted as blocking
  // time: /formation-ia's TBT was 38 ms, its floor's 0.
  const tag = `<script type="module" src="${bootUrl(boot)}" async fetchpriority="low"></script>`;
  if (!page.includes('</head>')) throw new Error('bootScripts: no </head> in the page');
  page = page.replace('</head>', `${tag}</head>`);
  return { html: page, boot };
}

/** `<assetsDir>/boot/<first 16 hex of sha256>.js`: immutable, shared by pages with the same code. */
export function bootFileOf(assetsDir: string, code: string): string {
  return `${assetsDir}/boot/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
}
