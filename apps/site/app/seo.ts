import { SCHOOL } from '@ecole/content';
import type { MetaDescriptor } from 'react-router';

export interface RouteMetaInput {
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
}

// INTERIM until @ecole/ui/PageHead lands: replace the body with pageMeta().
export function routeMeta({ path, title, description, noindex }: RouteMetaInput): MetaDescriptor[] {
  const origin = import.meta.env.VITE_SITE_ORIGIN || SCHOOL.origin;
  return [
    { title: `${title} | ${SCHOOL.brand}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${origin}${path}` },
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ];
}
