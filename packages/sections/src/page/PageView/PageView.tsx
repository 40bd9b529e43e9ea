import type { Page, Section, SectionKind } from '@ecole/content';
import type { ComponentType } from 'react';
import type { SectionRenderer } from '../registry/registry.ts';

/** Renderers for some kinds; `pageRoute` and `ALL_RENDERERS` make sure a page's kinds are all there. */
export type SomeRenderers = { readonly [K in SectionKind]?: SectionRenderer<K> };

export interface PageViewProps {
  page: Page;
  renderers: SomeRenderers;
}

/** A page's sections, in order, each drawn by the renderer of its kind. */
export function PageView({ page, renderers }: PageViewProps) {
  return (
    <>
      {page.sections.map((section, index) => {
        // The registry's type ties each kind to its renderer; TypeScript cannot follow that
        // through an index, hence the one widening here.
        const Renderer = renderers[section.kind] as ComponentType<{ section: Section }> | undefined;
        if (!Renderer) throw new Error(`Aucun rendu pour les sections « ${section.kind} » de ${page.path}.`);
        return <Renderer key={section.id ?? `${section.kind}-${index}`} section={section} />;
      })}
    </>
  );
}
