// The French cut is the only file French pages need (fontSubset.ts): preloading it lets the text render in the
// site's font on first paint instead of swapping later, which shifted the layout (Lighthouse
// measured a CLS up to 0.07 and a later LCP without it). Vite resolves the same file as the
// `@font-face` rule in fonts.css.ts, so the preload and the rule share one hashed URL.
import frenchFontUrl from './fonts/source-sans-3-french-wght-normal.woff2?url';

/** Link descriptors for a route module's `links` export (React Router). */
export function fontPreloadLinks() {
  return [{ rel: 'preload', href: frenchFontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const }];
}
