import type { IslandComponent, IslandName, Islands, ServerSlots } from './islands.ts';

/**
 * In a browser bundle, islands are not rendered up front: each comes as its own entry module
 * (entries/), hydrated by the boot module. React Router's client bundle still imports the page
 * components, but no page loads it (issue 25); without this, it would hold react-dom/server.
 */
export function renderIsland<N extends IslandName>(_name: N, _app: string, _component: IslandComponent<N>, _props: Islands[N], _slots: ServerSlots): string {
  return '';
}
