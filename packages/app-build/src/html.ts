// Readers of prerendered HTML for tests: what a crawler or a visitor without JavaScript gets,
// read by the HTML parser the build uses (markup.ts), so nesting, line breaks and attribute order
// do not matter.
import { attributeOf, elementsOf, firstElement, innerSourceOf, parsePage, textOf } from './markup.ts';

/** The HTML of the page's `<main>` only, without the header and footer. */
export function mainOf(html: string): string {
  const main = firstElement(parsePage(html), 'main');
  return main ? innerSourceOf(html, main) : '';
}

/** `<a>` tags of an HTML string, as `{ href, router, newTab, text }`; router links carry `data-discover`. */
export function linksOf(html: string) {
  return [...elementsOf(parsePage(html))]
    .filter((element) => element.tagName === 'a')
    .map((link) => ({
      href: attributeOf(link, 'href'),
      router: attributeOf(link, 'data-discover') !== undefined,
      newTab: attributeOf(link, 'target') === '_blank',
      text: textOf(link),
    }));
}

/** Text of the first `<h1>`. */
export function h1Of(html: string): string | undefined {
  const h1 = firstElement(parsePage(html), 'h1');
  return h1 && textOf(h1);
}
