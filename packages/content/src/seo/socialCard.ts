import { APPS, findRoute } from '@ecole/routes';
import { SCHOOL } from '../school.ts';

/** Size of the social card (Open Graph / Twitter `summary_large_image`). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Bump when the card's drawing changes, so every card gets a new address (they are cached for a year). */
const CARD_VERSION = 1;

/** FNV-1a, 32 bits: a short, stable, synchronous fingerprint (the page head needs it while rendering). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) {
    hash ^= unit;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Where a route's social card is: under its app's asset prefix (the proxy serves it with the app's
 * files, cached for a year), named after what is drawn on it, so a changed title is a new file.
 * The app's build draws it there (@ecole/app-build), the page head links it (og:image).
 */
export function socialCardPath(path: string): string | undefined {
  const route = findRoute(path);
  if (!route) return undefined;
  const slug = path === '/' ? 'accueil' : path.slice(1).replace(/\//g, '-');
  return `/${APPS[route.app].assetsDir}/cartes/${slug}-${fingerprint(`${CARD_VERSION}|${route.title}|${SCHOOL.brand}`)}.png`;
}
