import { SCHOOL } from '@ecole/content';

/**
 * Origin for canonical and JSON-LD addresses: `VITE_SITE_ORIGIN` at build time (previews,
 * staging), else the production origin from the school facts. No trailing slash.
 */
export function siteOrigin(): string {
  const fromEnv = (import.meta.env as Record<string, string | undefined> | undefined)?.['VITE_SITE_ORIGIN'];
  return (fromEnv && fromEnv.trim() !== '' ? fromEnv : SCHOOL.origin).replace(/\/+$/, '');
}

/** Absolute address of a site path (or of an already absolute URL, unchanged). */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteOrigin()}/`).href;
}
