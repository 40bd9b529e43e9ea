import { SCHOOL } from '@ecole/content';
import { findRoute, normalizePath } from '@ecole/routes';
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl } from './origin.ts';

type JsonLd = Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json'];
export type JsonLdObject = Exclude<JsonLd, readonly unknown[]>;

export interface PageMetaOptions {
  /** Site path of the page; gives the canonical address and the default title. */
  path: string;
  /** Page title without the brand; defaults to the route table's title for `path`. */
  title?: string;
  description: string;
  /** Keep the page out of search engines (`robots: noindex, nofollow`). */
  noindex?: boolean;
  /** Social-card image: a site path or an absolute URL. */
  image?: string;
  /**
   * Canonical address: a site path or an absolute URL. Defaults to `path`, the page's own
   * address. `false` leaves out the canonical, alternate and og:url tags (a page served at many
   * addresses, like the not-found page, has no address of its own to claim).
   */
  canonical?: string | false;
  /** Versions of the page in other languages, besides French (`fr`, also `x-default`). */
  alternates?: readonly { hrefLang: string; href: string }[];
  /** Structured data, one `<script type="application/ld+json">` per object. */
  jsonLd?: JsonLdObject | JsonLdObject[];
}

/**
 * Everything a page's `<head>` needs, for a React Router `meta` export (spec §2 "Page head").
 * Prerendering writes these tags into the static HTML, so crawlers read them without JavaScript.
 */
export function pageMeta({
  path,
  title,
  description,
  noindex = false,
  image,
  canonical: canonicalOption,
  alternates = [],
  jsonLd,
}: PageMetaOptions): MetaDescriptor[] {
  const pageTitle = title ?? findRoute(path)?.title;
  const fullTitle = pageTitle ? `${pageTitle} | ${SCHOOL.brand}` : SCHOOL.brand;
  const canonical = canonicalOption === false ? undefined : absoluteUrl(canonicalOption ?? normalizePath(path));

  const descriptors: MetaDescriptor[] = [{ title: fullTitle }, { name: 'description', content: description }];
  if (canonical) {
    descriptors.push(
      { tagName: 'link', rel: 'canonical', href: canonical },
      // The French page is the default; the self-reference tells engines the page's language.
      { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: canonical },
      ...alternates.map(({ hrefLang, href }) => ({ tagName: 'link', rel: 'alternate', hrefLang, href: absoluteUrl(href) })),
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: canonical },
      { property: 'og:url', content: canonical },
    );
  }
  descriptors.push(
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:site_name', content: SCHOOL.brand },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  );
  if (image) {
    const imageUrl = absoluteUrl(image);
    descriptors.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl });
  }
  if (noindex) descriptors.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const data of jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd]) {
    descriptors.push({ 'script:ld+json': data });
  }
  return descriptors;
}
