export { ALL_RENDERERS } from './allRenderers.ts';
export type { KindsOf, Registry, Renderers, RenderersFor, SectionRenderer } from './registry.ts';
