/**
 * Turns each prerendered page into what the browser runs (issues 25 and 36), from `buildEnd`: the
 * page itself, and the app's boot entry. No page hydrates as a whole: React Router renders and
 * prerenders the pages, and its scripts are taken out of them; what runs is the boot entry
 * (@ecole/browser, built once per app into `<assetsDir>/boot/<sha256>.js`, the same file for every
 * page: bootEntry.ts), and the page's islands, each its own React root, which the boot entry starts
 * when the visitor reaches them. A static page loads no framework JavaScript at all. Why a file and
 * not inline scripts (docs/architecture.md, « Script delivery and the Content-Security-Policy »):
 * the policy is one static header, `script-src 'self'`, with neither `'unsafe-inline'` nor
 * per-page hashes.
 *
 * What React Router and React write, and what becomes of it: `<ScrollRestoration>`'s and
 * `<Scripts>`' inline scripts (the router's context, the route modules' imports), React's streaming
 * tail after `<Scripts>` (the router's `streamController.enqueue(…)` calls and the `$RC` runtime,
 * in a Suspense boundary outside the page's content) and the `<link rel="modulepreload">`s: all
 * removed, since nothing hydrates the document.
 */
import { CONTACT_FORM_ATTRIBUTE } from '@ecole/browser/FormBoot';
import { ISLAND_SLOT_ATTRIBUTE, type IslandMap, TOASTS_ENTRY } from '@ecole/browser/Islands';
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

/** The island names a page holds (`data-island-slot`), in order of appearance, once each. */
export function islandsOf(html: string): string[] {
  return islandsIn(parsePage(html));
}

function islandsIn(root: ReturnType<typeof parsePage>): string[] {
  const names = [...elementsOf(root)].map((element) => attributeOf(element, ISLAND_SLOT_ATTRIBUTE));
  return [...new Set(names.filter((name): name is string => name !== undefined && name !== ''))];
}

/**
 * The island map of an app whose pages hold `islands`: the toasts' entry (every page may show a
 * toast another page queued), then each of those islands', no other: what its boot entry names.
 * `entries` is every entry the islands' build made (name → URL of the site).
 */
export function appIslandMap(islands: readonly string[], entries: Readonly<Record<string, string>>): IslandMap {
  const missing = islands.filter((name) => entries[name] === undefined);
  if (missing.length > 0) throw new Error(`bootScripts: no entry built for the island(s) ${missing.join(', ')}`);
  const toasts = entries[TOASTS_ENTRY];
  if (toasts === undefined) throw new Error('bootScripts: no entry built for the toasts');
  return Object.fromEntries([[TOASTS_ENTRY, toasts], ...[...islands].sort().map((name) => [name, entries[name] as string])]);
}

/** The tag that loads the boot entry, at the end of every page's `<head>`: a module, `async`, of low priority. */
export const bootTag = (boot: string): string => `<script type="module" src="${boot}" async fetchpriority="low"></script>`;

/** Whether a page holds a contact form (`<form data-contact-form>`): its boot (@ecole/browser, FormBoot) must run there. */
export function holdsContactForm(html: string): boolean {
  return [...elementsOf(parsePage(html))].some((element) => element.tagName === 'form' && attributeOf(element, CONTACT_FORM_ATTRIBUTE) !== undefined);
}

export interface ExternalizedPage {
  /** The page without modulepreloads and with no inline script that runs, the boot entry's tag in. */
  html: string;
  /** The islands it holds, by name. */
  islands: string[];
}

/**
 * Rewrites one prerendered page: React Router's scripts and preloads out, the app's boot entry
 * (`boot`, its URL) in at the end of its `<head>`.
 */
export function externalizeScripts(html: string, boot: string): ExternalizedPage {
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

  edits.push({ start: headEnd, end: headEnd, text: bootTag(boot) });
  return { html: spliced(html, edits), islands: islandsIn(tree) };
}
