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
 * The boot module, in order: notes where the visit came from (@ecole/contact, VisitOrigin); sets up the
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
import {
  attributeOf,
  attributesOf,
  type ChildNode,
  childrenOf,
  type Edit,
  type Element,
  elementsOf,
  endTagOffsetOf,
  firstElement,
  innerSourceOf,
  isElement,
  parsePage,
  relTokensOf,
  type Span,
  spanOf,
  spliced,
} from './markup.ts';
import { RELOAD_AFTER_LOAD_FAILURE, RELOAD_GUARD_SCRIPT, withoutLineComments } from './reloadGuard.ts';

/** Script types that are data, never run, so the policy does not apply to them. */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json', 'importmap', 'speculationrules']);

/** An inline script a browser would run (and a policy without `'unsafe-inline'` would block), from its attributes by name. */
export function isExecutableInline(attributes: Readonly<Record<string, string>>, content: string): boolean {
  if (attributes.src !== undefined) return false;
  if (content.length === 0) return false; // the HTML standard returns before the CSP check
  const type = attributes.type?.trim().toLowerCase();
  if (type === undefined || type === '' || type === 'module') return true;
  if (DATA_SCRIPT_TYPES.has(type)) return false;
  // Any JavaScript MIME type runs; any other type is a data block.
  return /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(type);
}

/** Every `<script>` of `html` with its code exactly as written. */
function scriptsOf(html: string) {
  return [...elementsOf(parsePage(html))]
    .filter((element) => element.tagName === 'script')
    .map((element) => ({ element, content: innerSourceOf(html, element) }));
}

/** Every inline script of `html` a browser would run. */
export function executableInlineScripts(html: string): string[] {
  return scriptsOf(html)
    .filter(({ element, content }) => isExecutableInline(attributesOf(element), content))
    .map(({ content }) => content);
}

/** What a stream call of React Router's in the tail runs: handing the loaders' data to the router. */
const STREAM_CALL = /^window\.__reactRouterContext\.streamController\.(?:enqueue\(.*\)|close\(\));?$/s;

const isComment = (node: ChildNode | undefined, data: string) => node?.nodeName === '#comment' && 'data' in node && node.data === data;
const isTemplate = (node: ChildNode | undefined, id: RegExp) =>
  node !== undefined && isElement(node) && node.tagName === 'template' && id.test(attributeOf(node, 'id') ?? '');

/**
 * React's streaming tail, which `<Scripts>` leaves at the end of `<body>`: a pending Suspense boundary
 * (`<!--$?--><template id="B:0"></template><!--/$-->`) and everything after it up to `</body>` (the
 * router's `streamController.enqueue(…)` calls in hidden `<div id="S:n">`s, React's `$RC` runtime
 * that swaps them in). `undefined` when the page has none (React wrote it all at once).
 */
function streamTailOf(body: Element): { nodes: ChildNode[]; span: Span } | undefined {
  const children = body.childNodes;
  const at = children.findIndex((node, index) => isComment(node, '$?') && isTemplate(children[index + 1], /^B:0$/) && isComment(children[index + 2], '/$'));
  if (at === -1) return undefined;
  const nodes = children.slice(at);
  const last = nodes.at(-1) as ChildNode;
  return { nodes, span: { start: spanOf(nodes[0] as ChildNode).start, end: endTagOffsetOf(body) ?? spanOf(last).end } };
}

/**
 * Throws unless `nodes` hold only what React's tail is made of: the boundaries' comments and
 * templates, hidden `<div id="S:n">` segments, inline scripts (the stream calls and React's own),
 * whitespace. Anything else means React's or React Router's output changed: a person must look.
 */
function assertStreamTail(html: string, nodes: readonly ChildNode[]): void {
  for (const node of nodes) {
    if (node.nodeName === '#text' && 'value' in node && node.value.trim() === '') continue;
    if (isComment(node, '$?') || isComment(node, '/$')) continue;
    if (isTemplate(node, /^B:\d+$/) && childrenOf(node as Element).length === 0) continue;
    if (isElement(node) && node.tagName === 'script') {
      const content = innerSourceOf(html, node);
      if (attributeOf(node, 'src') !== undefined) throw new Error("bootScripts: an external script in React's streaming tail");
      if (!STREAM_CALL.test(content.trim()) && !isExecutableInline(attributesOf(node), content))
        throw new Error(`bootScripts: unexpected script in React's streaming tail: ${content.slice(0, 200)}`);
      continue;
    }
    if (
      isElement(node) &&
      node.tagName === 'div' &&
      node.attrs.length === 2 &&
      attributeOf(node, 'hidden') !== undefined &&
      /^S:\d+$/.test(attributeOf(node, 'id') ?? '')
    ) {
      assertStreamTail(html, node.childNodes);
      continue;
    }
    const { start, end } = spanOf(node);
    throw new Error(`bootScripts: unexpected markup in React's streaming tail: ${html.slice(start, end).slice(0, 200)}`);
  }
}

/** The islands whose start needs the contact form's boot script (FormBoot): the form, and /thank-you's steps. */
const FORM_ISLANDS = new Set(['contact-form', 'reason-steps']);

/** The entry that shows the toasts another page queued (@ecole/sections, `Island/entries/toasts.tsx`). */
export const TOASTS_ENTRY = 'toasts';

/**
 * Where each island's entry is, by name (`/assets/<app>/island-<name>-<hash>.js`), from the build
 * (`islands.json`, @ecole/app-build viteConfig.js).
 */
export type IslandFiles = Readonly<Record<string, string>>;

/** The island names a page holds (`data-island-slot`), in order of appearance, once each. */
export function islandsOf(html: string): string[] {
  return islandsIn(parsePage(html));
}

function islandsIn(root: ReturnType<typeof parsePage>): string[] {
  const names = [...elementsOf(root)].map((element) => attributeOf(element, 'data-island-slot'));
  return [...new Set(names.filter((name): name is string => name !== undefined && name !== ''))];
}

/** The header's menu (@ecole/ui, Header): its toggle names it in `aria-controls`. */
const HEADER_MENU_ID = 'menu-principal';

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
    "// Generated at build time by @ecole/app-build (bootScripts.ts): this page's scripts.",
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
  const tree = parsePage(html);
  const head = firstElement(tree, 'head');
  const body = firstElement(tree, 'body');
  const headEnd = head && endTagOffsetOf(head);
  if (headEnd === undefined) throw new Error('bootScripts: no </head> in the page');
  // Every edit is a cut (or the one insertion) at the parser's offsets: the rest of the page keeps its bytes.
  const edits: Edit[] = [];

  const tail = body && streamTailOf(body);
  if (tail) {
    assertStreamTail(html, tail.nodes);
    edits.push({ ...tail.span, text: '' });
  }
  const inTail = (span: Span) => tail !== undefined && span.start >= tail.span.start && span.end <= tail.span.end;

  let routeModules = 0;
  for (const element of elementsOf(tree)) {
    const span = spanOf(element);
    if (inTail(span)) continue;
    if (element.tagName === 'link' && relTokensOf(element).includes('modulepreload')) edits.push({ ...span, text: '' });
    if (element.tagName !== 'script') continue;
    // A page's own external script (the application form's embed on /candidater) and data (JSON-LD)
    // stay; every inline script React Router or React wrote goes, empty or not.
    if (attributeOf(element, 'src') !== undefined) continue;
    const type = attributeOf(element, 'type')?.trim().toLowerCase();
    if (type !== undefined && DATA_SCRIPT_TYPES.has(type)) continue;
    if (type === 'module') routeModules += 1;
    edits.push({ ...span, text: '' });
  }
  if (routeModules !== 1) throw new Error(`bootScripts: expected React Router's one route-module script, found ${routeModules}`);

  const header = [...elementsOf(tree)].some((element) => attributeOf(element, 'aria-controls') === HEADER_MENU_ID);
  const boot = bootModule(islandsIn(tree), files, header);
  edits.push({ start: headEnd, end: headEnd, text: `<script type="module" src="${bootUrl(boot)}" async fetchpriority="low"></script>` });
  return { html: spliced(html, edits), boot };
}

/** `<assetsDir>/boot/<first 16 hex of sha256>.js`: immutable, shared by pages with the same code. */
export function bootFileOf(assetsDir: string, code: string): string {
  return `${assetsDir}/boot/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
}
