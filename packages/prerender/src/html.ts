// Readers of prerendered HTML for tests: what a crawler or a visitor without JavaScript gets.

/** The HTML of the page's `<main>` only, without the header and footer. */
export function mainOf(html: string): string {
  return /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
}

/** `<a>` tags of an HTML string, as `{ href, router, newTab, text }`; router links carry `data-discover`. */
export function linksOf(html: string) {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', inner = '']) => ({
    href: /href="([^"]*)"/.exec(attributes)?.[1],
    router: attributes.includes('data-discover'),
    newTab: attributes.includes('target="_blank"'),
    text: inner.replace(/<[^>]+>/g, ''),
  }));
}

/** Text of the first `<h1>`. */
export function h1Of(html: string): string | undefined {
  return /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
}
