import type { Page } from '@ecole/content';
import type { MetaDescriptor } from 'react-router';
import { PageView } from '../PageView/PageView.tsx';
import { pageMetaOf } from '../pageMeta/pageMeta.ts';
import { useStaleStructuredDataRemoved } from '../pageMeta/staleStructuredData.ts';
import type { RenderersFor } from '../registry/registry.ts';

export interface PageRoute {
  meta: () => MetaDescriptor[];
  Component: () => React.JSX.Element;
}

/**
 * A route module's `meta` and component for a page written as data. The route names the renderers
 * of the kinds its page uses (a missing one does not compile), so each route's bundle holds only
 * the components its page needs:
 *
 *   const route = pageRoute(page, { hero, cards, faq });
 *   export const meta = route.meta;
 *   export default route.Component;
 */
export function pageRoute<const P extends Page>(page: P, renderers: RenderersFor<P>): PageRoute {
  return {
    meta: () => pageMetaOf(page),
    Component: function PageRouteComponent() {
      useStaleStructuredDataRemoved(page.path);
      return <PageView page={page} renderers={renderers} />;
    },
  };
}
