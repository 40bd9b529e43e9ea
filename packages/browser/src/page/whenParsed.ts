/**
 * Runs `then` once the document is parsed: at once if it is, else on `DOMContentLoaded`. The boot
 * entry is an `async` module script in the `<head>`: it may run while the parser is still writing
 * the page's body.
 */
export function whenParsed(then: () => void, doc: Document = document): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => then(), { once: true });
  else then();
}
