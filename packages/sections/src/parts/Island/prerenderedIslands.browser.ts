import type { IslandComponent, IslandName, Islands, ServerSlots } from './islands.ts';

/**
 * In a browser bundle, islands are not prerendered: a page's islands come as their own entry
 * modules (entries/), hydrated by the boot module; a bundle that renders a section itself
 * (Storybook; React Router's client, which no page loads) renders the island in place (`null`
 * says so). Without this module, those bundles would hold react-dom/server.
 */
export function renderIsland<N extends IslandName>(_name: N, _app: string, _component: IslandComponent<N>, _props: Islands[N], _slots: ServerSlots): null {
  return null;
}
