/**
 * Turns each prerendered page into what the browser runs (issue 25): the page itself, and one small
 * boot module (`<assetsDir>/boot/<sha256>.js`), run from `buildEnd`. No page hydrates as a whole
 * any more: React Router renders and prerenders the pages, and its scripts are taken out of them;
 * what runs is the boot module, and the page's islands (@ecole/sections, Island), each its own
 * React root, which the boot module starts when the visitor reaches them. A static page loads no
 * framework JavaScript at all. Why a module and not inline scripts (docs/architecture.md, « Script
 * delivery and the Content-Security-Policy »): the policy is one static header, `script-src
 * 'self'`, with neither `'unsafe-inline'` nor per-page hashes.
 *
 * The boot module, in order: notes where the visit came from (@ecole/ui, VisitOrigin); sets up the
 * reload-once guard (reloadGuard.ts), which puts back what a visitor typed before a reload it made,
 * and reloads the page once per release when an island's code fails to load (a tab left open
 * across a deploy asks for chunks that are gone); on a page with a contact form or its thank-you
 * page, what the form must carry before its island runs (@ecole/contact, FormBoot); the header's
 * menus and the in-page calls to action (@ecole/ui, PageScripts); and the islands' loader
 * (`ISLAND_LOADER` below).
 *
 * What React Router and React write, and what becomes of it: `<ScrollRestoration>`'s and
 * `<Scripts>`' inline scripts (the router's context, the route modules' imports), React's streaming
 * tail after `<Scripts>` (the router's `streamController.enqueue(…)` calls and the `$RC` runtime,
 * in a Suspense boundary outside the page's content) and the `<link rel="modulepreload">`s: all
 * removed, since nothing hydrates the document.
 */
import { createHash } from 'node:crypto';
import { CONTACT_FORM_BOOT_SCRIPT } from '@ecole/contact/FormBoot';
import { RECORD_VISIT_ORIGIN_SCRIPT } from '@ecole/contact/VisitOrigin';
import { HEADER_MENU_SCRIPT, IN_PAGE_LINKS_SCRIPT } from '@ecole/ui/PageScripts';
import { PENDING_TOASTS_KEY } from '@ecole/ui/Toast';
import { ISLAND_LOADER } from './islandLoader.ts';
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

/** The islands whose start needs the contact form's boot script (FormBoot): the form, and /thank-you's steps. */
const FORM_ISLANDS = new Set(['contact-form', 'reason-steps']);

/** The entry that shows the toasts another page queued (@ecole/sections, `Island/entries/toasts.tsx`). */
export const TOASTS_ENTRY = 'toasts';

/**
 * Where each island's entry is, by name (`/assets/<app>/island-<name>-<hash>.js`), from the build
 * (`islands.json`, @ecole/prerender viteConfig.js).
 */
export type IslandFiles = Readonly<Record<string, string>>;

/** The island names a page holds (`data-island-slot`), in order of appearance, once each. */
export function islandsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/\bdata-island-slot="([^"]+)"/g)].map(([, name = '']) => name))];
}

/** The toasts another page queued (a sent form's), shown by their entry, loaded only then. */
const PENDING_TOASTS = (url: string) => `try {
  if (sessionStorage.getItem(${JSON.stringify(PENDING_TOASTS_KEY)})) import(${JSON.stringify(url)}).then((module) => module.default(), (error) => ${RELOAD_AFTER_LOAD_FAILURE}(error));
} catch {}`;

/** The boot module of a page holding `islands`, the header's menu if `header`. */
export function bootModule(islands: readonly string[], files: IslandFiles, header: boolean): string {
  const missing = islands.filter((name) => files[name] === undefined);
  if (missing.length > 0) throw new Error(`bootScripts: no entry built for the island(s) ${missing.join(', ')}`);
  const toasts = files[TOASTS_ENTRY];
  if (toasts === undefined) throw new Error('bootScripts: no entry built for the toasts');
  return [
    "// Generated at build time by @ecole/prerender (bootScripts.ts): this page's scripts.",
    "const whenParsed = (then) => (document.readyState === 'loading' ? addEventListener('DOMContentLoaded', () => then(), { once: true }) : then());",
    RECORD_VISIT_ORIGIN_SCRIPT,
    // Our own scripts ship without their line comments, which explain the source, not the page:
    // every byte counts in each page's budget (packages/bench).
    withoutLineComments(RELOAD_GUARD_SCRIPT),
    ...(islands.some((name) => FORM_ISLANDS.has(name)) ? [CONTACT_FORM_BOOT_SCRIPT] : []),
    ...(header ? [`whenParsed(() => ${HEADER_MENU_SCRIPT});`] : []),
    IN_PAGE_LINKS_SCRIPT,
    PENDING_TOASTS(toasts),
    ...(islands.length > 0
      ? [`const ISLANDS = ${JSON.stringify(Object.fromEntries(islands.map((name) => [name, files[name]])))};`, withoutLineComments(ISLAND_LOADER.trim())]
      : []),
    '',
  ].join('\n');
}

export interface ExternalizedPage {
  /** The page without modulepreloads and with no inline script that runs. */
  html: string;
  /** The boot module's code. */
  boot: string;
}

/**
 * Rewrites one prerendered page: React Router's scripts and preloads out, one boot module in.
 * `bootUrl(code)` names the file the boot module will be written to (the caller writes it); the
 * page loads it as a module script at the end of its `<head>`.
 */
export function externalizeScripts(html: string, bootUrl: (code: string) => string, files: IslandFiles): ExternalizedPage {
  let page = html.replace(/<link rel="modulepreload"[^>]*>/g, '');

  const tail = STREAM_TAIL.exec(page)?.[0];
  if (tail !== undefined) {
    for (const [, attributes = '', content = ''] of tail.matchAll(SCRIPT)) {
      if (attributeOf(attributes, 'src') !== undefined) throw new Error("bootScripts: an external script in React's streaming tail");
      if (!STREAM_CALL.test(content.trim()) && !isExecutableInline(attributes, content))
        throw new Error(`bootScripts: unexpected script in React's streaming tail: ${content.slice(0, 200)}`);
    }
    const leftover = tail.replace(SCRIPT, '').replace(STREAM_TAIL_PARTS, '');
    if (leftover.trim() !== '') throw new Error(`bootScripts: unexpected markup in React's streaming tail: ${leftover.slice(0, 200)}`);
    page = page.replace(STREAM_TAIL, '');
  }

  let routeModules = 0;
  page = page.replace(SCRIPT, (element, attributes: string) => {
    // A page's own external script (the application form's embed on /candidater) and data (JSON-LD)
    // stay; every inline script React Router or React wrote goes, empty or not.
    if (attributeOf(attributes, 'src') !== undefined) return element;
    const type = attributeOf(attributes, 'type')?.trim().toLowerCase();
    if (type !== undefined && DATA_SCRIPT_TYPES.has(type)) return element;
    if (type === 'module') routeModules += 1;
    return '';
  });
  if (routeModules !== 1) throw new Error(`bootScripts: expected React Router's one route-module script, found ${routeModules}`);

  const boot = bootModule(islandsOf(page), files, page.includes('aria-controls="menu-principal"'));
  const tag = `<script type="module" src="${bootUrl(boot)}" async fetchpriority="low"></script>`;
  if (!page.includes('</head>')) throw new Error('bootScripts: no </head> in the page');
  page = page.replace('</head>', `${tag}</head>`);
  return { html: page, boot };
}

/** `<assetsDir>/boot/<first 16 hex of sha256>.js`: immutable, shared by pages with the same code. */
export function bootFileOf(assetsDir: string, code: string): string {
  return `${assetsDir}/boot/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
}
