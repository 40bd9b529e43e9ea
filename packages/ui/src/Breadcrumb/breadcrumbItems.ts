/** One breadcrumb entry (spec §3: label, path, isCurrent). */
export interface BreadcrumbItem {
  label: string;
  path: string;
  isCurrent: boolean;
}

/**
 * How the app names and addresses its pages: the breadcrumb knows paths, not the site's pages.
 * Both come from the app's route table and its origin.
 */
export interface BreadcrumbTrail {
  /** The label of a path prefix (`/`, `/programmes`, `/programmes/marketing-digital`). */
  labelOf: (pathPrefix: string) => string;
  /** The absolute address of a path, for search engines. */
  absoluteUrl: (path: string) => string;
}

/**
 * Home, then every prefix of the path (query, fragment and trailing slash left out), each
 * labelled by `labelOf`. `/programmes/marketing-digital` → Accueil › Programmes › Marketing
 * digital (current).
 */
export function breadcrumbItems(path: string, labelOf: BreadcrumbTrail['labelOf']): BreadcrumbItem[] {
  const segments = (path.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean);
  const prefixes = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  return prefixes.map((prefix, index) => ({
    label: labelOf(prefix),
    path: prefix,
    isCurrent: index === prefixes.length - 1,
  }));
}

/** schema.org BreadcrumbList for the same items, with absolute addresses. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], absoluteUrl: BreadcrumbTrail['absoluteUrl']) {
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
