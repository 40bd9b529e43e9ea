import type { Page, SectionKind, SectionOf } from '@ecole/content';
import type { ComponentType } from 'react';

/** The component that renders one kind of section. */
export type SectionRenderer<K extends SectionKind> = ComponentType<{ section: SectionOf<K> }>;

/** Renderers for the kinds `K`: every kind must have one, or the object does not type-check. */
export type Renderers<K extends SectionKind> = { readonly [Kind in K]: SectionRenderer<Kind> };

/** Every kind of section of the content model, each with its renderer (DESIGN.md §2.8). */
export type Registry = Renderers<SectionKind>;

/** The kinds of section a page uses. */
export type KindsOf<P extends Page> = P['sections'][number]['kind'];

/** What a page's route must give `pageRoute`: a renderer for each kind the page uses, and only those are bundled. */
export type RenderersFor<P extends Page> = Renderers<KindsOf<P>>;
