import { SCHOOL } from '@ecole/content';

/**
 * Origin for canonical and JSON-LD addresses: `VITE_SITE_ORIGIN` at build time (previews,
 * staging), else the production origin from the school facts. No trailing slash.
 */
export function siteOrigin(): string {
  // Written out in full so Vite replaces it statically; `import.meta.env` is undefined when a
  // Node script (sitemap, proxy config) imports this without Vite.
  const fromEnv: string | undefined = import.meta.env ? import.meta.env.VITE_SITE_ORIGIN : undefined;
  return (fromEnv && fromEnv.trim() !== '' ? fromEnv : SCHOOL.origin).replace(/\/+$/, '');
}

/** Absolute address of a site path (or of an already absolute URL, unchanged). */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteOrigin()}/`).href;
}
