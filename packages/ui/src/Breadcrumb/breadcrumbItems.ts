import { breadcrumbLabel, normalizePath } from '@ecole/routes';
import { absoluteUrl } from '../PageHead/origin.ts';

/** One breadcrumb entry (spec §3: label, path, isCurrent). */
export interface BreadcrumbItem {
  label: string;
  path: string;
  isCurrent: boolean;
}

/**
 * Home, then every prefix of the path, labelled by the route table (raw segment otherwise).
 * `/programmes/marketing-digital` → Accueil › Programmes › Marketing digital (current).
 */
export function breadcrumbItems(path: string): BreadcrumbItem[] {
  const segments = normalizePath(path).split('/').filter(Boolean);
  const prefixes = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  return prefixes.map((prefix, index) => ({
    label: breadcrumbLabel(prefix),
    path: prefix,
    isCurrent: index === prefixes.length - 1,
  }));
}

/** schema.org BreadcrumbList for the same items, with absolute addresses. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.path),
    })),
  };
}
