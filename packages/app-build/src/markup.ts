/**
 * A prerendered page read by an HTML parser (parse5, the WHATWG algorithm browsers run), and edited
 * by splicing its source at the parser's offsets: what a rewrite does not touch keeps its bytes
 * exactly, unlike a parse-and-serialise round trip (which would change quoting, `charSet`, void
 * tags…), and unlike regular expressions it knows where an element ends, whatever its attributes'
 * order or quoting, and that a `<script>` inside a comment or an attribute is none.
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;
export type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Where a node sits in the source: `[start, end)` in UTF-16 code units, as `String.slice` counts. */
export interface Span {
  start: number;
  end: number;
}

/** The page's tree, each node with its source location. */
export function parsePage(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html, { sourceCodeLocationInfo: true });
}

export function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

/** The children of `node`, a `<template>`'s content included (the parser keeps it apart). */
export function childrenOf(node: ParentNode): ChildNode[] {
  return node.nodeName === 'template' ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;
}

/** Every element under `node`, in source order. */
export function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of childrenOf(node)) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** The first element named `tagName` under `node`. */
export function firstElement(node: ParentNode, tagName: string): Element | undefined {
  for (const element of elementsOf(node)) if (element.tagName === tagName) return element;
  return undefined;
}

/** An attribute's value (`''` for a bare attribute such as `hidden`), `undefined` if absent. */
export function attributeOf(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** The link types of an element's `rel`, as the browser reads them (any case, any spacing). */
export function relTokensOf(element: Element): string[] {
  return (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** The attributes of an element, by name. */
export function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));
}

/** The text of `node`, as `textContent` gives it (character references decoded). */
export function textOf(node: ParentNode): string {
  return childrenOf(node)
    .map((child) => ('value' in child ? child.value : isElement(child) ? textOf(child) : ''))
    .join('');
}

/** The node's whole source span, from its start tag to the end of its end tag. */
export function spanOf(node: ChildNode): Span {
  const location = node.sourceCodeLocation;
  if (!location) throw new Error(`markup: no source location for <${node.nodeName}>`);
  return { start: location.startOffset, end: location.endOffset };
}

/** The source between an element's start and end tags, exactly as written (a script's code). */
export function innerSourceOf(html: string, element: Element): string {
  const location = element.sourceCodeLocation;
  if (!location?.startTag) throw new Error(`markup: no source location for <${element.tagName}>`);
  return html.slice(location.startTag.endOffset, location.endTag?.startOffset ?? location.endOffset);
}

/** Where an element's end tag starts, as written in the source; `undefined` if the source has none. */
export function endTagOffsetOf(element: Element): number | undefined {
  return element.sourceCodeLocation?.endTag?.startOffset;
}

/** One change to the source: `[start, end)` replaced by `text` (an insertion when both are equal). */
export interface Edit extends Span {
  text: string;
}

/** `html` with every edit applied; the edits must not overlap. */
export function spliced(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`markup: overlapping edits at ${edit.start}`);
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}
