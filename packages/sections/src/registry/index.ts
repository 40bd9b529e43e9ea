export type { KindsOf, Registry, Renderers, RenderersFor, SectionRenderer } from './registry.ts';
export { ALL_RENDERERS } from './allRenderers.ts';
