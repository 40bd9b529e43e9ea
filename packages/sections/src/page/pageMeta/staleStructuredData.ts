import { useEffect } from 'react';

/** The page this document was loaded with: its prerendered JSON-LD describes it. */
let loadedWith: string | undefined;

/**
 * The JSON-LD in `<head>` is the prerendered page's only (pageMetaOf: the browser's bundle has no
 * JSON-LD builder); React leaves it there at hydration, and it would stay after a navigation inside
 * the app, describing the page the visitor left. So any later page removes it: the document then
 * states nothing rather than something false. The loaded page keeps it, so what a crawler's
 * renderer reads after the scripts ran is what the HTML says.
 */
export function useStaleStructuredDataRemoved(path: string): void {
  useEffect(() => {
    loadedWith ??= path;
    if (path === loadedWith) return;
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  }, [path]);
}
